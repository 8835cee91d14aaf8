"""Runs every C input of the given folders through `autolb --analyze
--format=json` and through code generation, and checks that both name the
same loops as distributed: the lines of the distributed loops of nests
whose JSON decision is "distributed" must be exactly the lines the
generator reports with
"remark: loop '...' distributed" [-Ralb-codegen]. Files the tool refuses
(syntax errors, C++) are skipped. Prints one line per disagreement and a
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
    print(f"checked {checked} files, {disagreements} disagreements")
    return 1 if disagreements or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
