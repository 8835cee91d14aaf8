"""Runs every C input of the given folders through `autolb --analyze
--format=json` and through code generation, and checks that both name the
same loops as distributed: the lines of the distributed loops of nests
whose JSON decision is "distributed" must be exactly the lines the
generator reports with
"remark: loop '...' distributed" [-Ralb-codegen], and the plan's sync
points, forgotten arrays and guarded output statements must be the ones
the generated code has (counted by the comments and calls the generator
writes for each). Files the tool refuses (syntax errors, C++) are skipped. Prints one line per disagreement and a
summary; exit status 1 on any disagreement.

  check-analyze-agrees.py AUTOLB WORKDIR FOLDER...
"""
import json
import os
import re
import subprocess
import sys

CODEGEN = re.compile(r"^(.*?):(\d+):\d+: remark: loop '[^']*' distributed"
                     r".*\[-Ralb-codegen\]$")


def flags_of(path):
    """The clang flags a test passes after '--' on its first autolb RUN line."""
    with open(path, errors="replace") as f:
        for line in f:
            if "RUN:" in line and "%autolb" in line and " -- " in line:
                rest = line.split(" -- ", 1)[1]
                return [w for w in rest.split() if w.startswith(("-D", "-std"))]
    return []


def plan_counts(plan):
    """What the JSON plan says the generated code contains."""
    counts = {"syncs before a statement": 0, "syncs inside an expression": 0,
              "arrays forgotten before free": 0,
              "calls routed through the run-time": 0,
              "arrays forgotten at scope end": 0,
              "output statements guarded": 0}
    for f in plan["functions"]:
        for s in f["syncs"]:
            if s["where"] == "before the statement":
                counts["syncs before a statement"] += 1
            elif s["where"].startswith("inside "):
                counts["syncs inside an expression"] += 1
        for a in f["forgotten_arrays"]:
            if a["when"] != "freed":
                counts["arrays forgotten at scope end"] += a["forgotten"]
            elif a.get("how") == "forgotten before the call":
                counts["arrays forgotten before free"] += 1
        counts["output statements guarded"] += sum(
            o["handling"] == "statement on the output rank"
            for o in f["output"])
    counts["calls routed through the run-time"] = sum(
        c["routed"] for c in plan["routed_calls"])
    return counts


def code_counts(code):
    """The same, counted in the generated code."""
    return {"syncs before a statement":
            code.count("/* autolb: make distributed data whole */"),
            "syncs inside an expression":
            code.count(" reads distributed data */, "),
            "arrays forgotten before free": code.count("(alb_array_forget("),
            "calls routed through the run-time": sum(
                code.count("#define %s(" % name)
                for name in ("malloc", "calloc", "free", "realloc", "exit")),
            "arrays forgotten at scope end":
            code.count("cleanup(alb_array_forget_at_scope_end)"),
            "output statements guarded":
            code.count("if (alb_is_output_rank()) { ")}


def main():
    autolb, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    checked = disagreements = 0
    for folder in sys.argv[3:]:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".c"):
                continue
            path = os.path.join(folder, name)
            extra = flags_of(path)
            analyzed = subprocess.run(
                [autolb, "--analyze", "--format=json", path, "--"] + extra,
                capture_output=True, text=True)
            if analyzed.returncode != 0:
                continue
            report = json.loads(analyzed.stdout)
            by_analysis = sorted(
                n["loops"][n["distributed_loop_index"]]["line"]
                for n in report["nests"] if n["decision"] == "distributed")
            generated = subprocess.run(
                [autolb, path, "-o", os.path.join(work, name), "--"] + extra,
                capture_output=True, text=True)
            if generated.returncode != 0:
                continue
            by_generator = sorted(
                int(m.group(2)) for m in map(CODEGEN.match,
                                             generated.stderr.splitlines())
                if m and os.path.basename(m.group(1)) == name)
            checked += 1
            if by_analysis != by_generator:
                disagreements += 1
                print(f"{path}: --analyze distributes lines {by_analysis}, "
                      f"the generator lines {by_generator}")
            with open(os.path.join(work, name), errors="replace") as f:
                # The inputs' own comments (FileCheck lines) are not code.
                in_code = code_counts("".join(
                    line for line in f
                    if not line.lstrip().startswith("//")))
            in_plan = plan_counts(report["plan"])
            for what in in_plan:
                if in_plan[what] != in_code[what]:
                    disagreements += 1
                    print(f"{path}: the plan has {in_plan[what]} {what}, "
                          f"the generated code {in_code[what]}")
    print(f"checked {checked} files, {disagreements} disagreements")
    return 1 if disagreements or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
