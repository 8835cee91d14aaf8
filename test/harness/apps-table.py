#!/usr/bin/env python3
"""What autolb makes of the application corpus (test/Applications).

For every application directory (one with a Makefile and an app.conf), builds
the program twice with its own Makefile -- sequentially with mpicc, and
through scripts/autolb-mpicc -- with the same flags, and prints one row:
(with --cxx, the C++ corpus of test/Applications/cxx: make's CXX and
CXXFLAGS, mpicxx and scripts/autolb-mpicxx, the .cpp files)

  app | marked | distributed | reasons for the rest | extra | output | time

marked       the loops under `#pragma omp parallel for` (the `for` on the
             next non-blank line)
distributed  how many of them the generated program distributes (the `plan`
             of `autolb --analyze --format=json` on each source file)
reasons      for the marked loops not distributed: the reason names of the
             loop in the JSON, each counted once per loop
extra        loops distributed that are not marked, with their file:line
output       the MPI program's stdout at 2 ranks against the sequential
             program's, at the test size (ARGS of app.conf) and, with the
             timing, at the timing size (TIMING_ARGS)
time         at the timing size: median of 3 of the 2-rank program's own
             time (its run report's `elapsed_seconds`) over the median of
             3 wall times of the sequential program, runs alternating, then
             the lowest and highest ratio of a 2-rank run to the sequential
             run before it; a 2-rank run is stopped after 30 times the
             sequential time (at least 60 s), shown as "> LIMIT s (stopped)"

app.conf holds KEY=VALUE lines: PROGRAM, ARGS, TIMING_ARGS, and optionally
SETUP and TIMING_SETUP, shell commands that write the input files (run in a
scratch directory, with SEQ naming the sequential build directory), and
WRAPPER_FLAGS, flags the MPI build alone adds (as the application's test
does: --autolb-reproducible-reductions).

usage: test/harness/apps-table.sh [--cxx] [--quick] [--details] [APP...]
  --cxx      the C++ corpus (test/Applications/cxx) instead of the C one
  --quick    skip the timing (and the timing-size comparison)
  --details  after the table, one line per marked or extra loop
Exit status 1 if an output differs, a build or run fails.
"""
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("ALB_BUILD_DIR") or os.path.join(ROOT, "build")
AUTOLB = os.path.join(BUILD, "bin", "autolb")
LAUNCHER = os.path.join(ROOT, "scripts", "alb-mpirun")


class Corpus:
    """Where a corpus lives and how its applications are built: make's
    compiler and flags variables, the sequential compiler, the autolb
    wrapper, the flags of both builds (those of the lit tests' %cc or %cxx,
    less the warnings), the sources' suffix and autolb's language flags."""

    def __init__(self, apps, cc_var, flags_var, compiler, wrapper, flags, suffix,
                 language):
        self.apps, self.cc_var, self.flags_var = apps, cc_var, flags_var
        self.compiler, self.wrapper, self.flags = compiler, wrapper, flags
        self.suffix, self.language = suffix, language


C_CORPUS = Corpus(os.path.join(ROOT, "test", "Applications"), "CC", "CFLAGS", "mpicc",
                  os.path.join(ROOT, "scripts", "autolb-mpicc"),
                  "-std=gnu11 -O2 -ffp-contract=off -Wno-unknown-pragmas", ".c",
                  ["-std=gnu11"])
CXX_CORPUS = Corpus(os.path.join(ROOT, "test", "Applications", "cxx"), "CXX", "CXXFLAGS",
                    "mpicxx", os.path.join(ROOT, "scripts", "autolb-mpicxx"),
                    "-std=gnu++17 -O2 -ffp-contract=off -Wno-unknown-pragmas", ".cpp",
                    ["-x", "c++", "-std=gnu++17"])
PRAGMA = re.compile(r"^\s*#\s*pragma\s+omp\s+parallel\s+for\b")
FOR = re.compile(r"^\s*for\s*\(")
# The timing runs at 2 ranks are stopped after this many times the
# sequential time, and at least TIMING_LIMIT_MIN seconds.
TIMING_LIMIT_FACTOR = 30
TIMING_LIMIT_MIN = 60


class Failure(Exception):
    pass


def read_conf(app_dir):
    conf = {}
    with open(os.path.join(app_dir, "app.conf")) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                key, _, value = line.partition("=")
                conf[key.strip()] = value.strip()
    for key in ("PROGRAM", "ARGS", "TIMING_ARGS"):
        if key not in conf:
            raise Failure("app.conf has no %s" % key)
    return conf


def marked_loops(app_dir, corpus):
    """{(file, line)} of the `for` under each `#pragma omp parallel for`."""
    marked = set()
    for name in sorted(os.listdir(app_dir)):
        if not name.endswith(corpus.suffix):
            continue
        with open(os.path.join(app_dir, name)) as f:
            lines = f.read().split("\n")
        for i, text in enumerate(lines):
            if not PRAGMA.match(text):
                continue
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and FOR.match(lines[j]):
                marked.add((name, j + 1))
            else:
                raise Failure("%s:%d: no for under the pragma" % (name, i + 1))
    return marked


def analyze(app_dir, corpus):
    """Per source file, its loops' reasons and the lines of the distributed
    loops of the plan."""
    reasons = {}     # (file, line) -> set of reason names
    nest_of = {}     # (file, line) -> list of line sets of the nests holding it
    planned = set()  # (file, line)
    sources = sorted(name for name in os.listdir(app_dir)
                     if name.endswith(corpus.suffix))
    for name in sources:
        # The other files of the program, as scripts/autolb-mpicc gives them.
        program = ["--program-source=" + os.path.join(app_dir, other)
                   for other in sources if other != name]
        run = subprocess.run(
            [AUTOLB, "--analyze", "--format=json"] + program +
            [os.path.join(app_dir, name), "--"] + corpus.language +
            ["-I", app_dir],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            raise Failure("autolb --analyze failed on %s:\n%s" % (name, run.stderr[-2000:]))
        data = json.loads(run.stdout)
        for nest in data["nests"]:
            lines = {loop["line"] for loop in nest["loops"]}
            for loop in nest["loops"]:
                key = (name, loop["line"])
                reasons.setdefault(key, set()).update(r["name"] for r in loop["reason"])
                nest_of.setdefault(key, []).append((lines, {r["name"] for r in nest["reasons"]}))
        for nest in data["plan"]["nests"]:
            planned.add((name, nest["line"]))
    return reasons, nest_of, planned


def why_not(key, reasons, nest_of, planned):
    names = reasons.get(key)
    if names is None:
        return {"NotAnalyzed"}
    if names:
        return names
    for lines, nest_reasons in nest_of[key]:
        if any((key[0], line) in planned for line in lines):
            return {"OtherLoopOfNestDistributed"}
    for lines, nest_reasons in nest_of[key]:
        if nest_reasons:
            return nest_reasons
    return {"NoReasonGiven"}


def sh(cmd, cwd, env=None, what="command"):
    run = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True,
                         shell=isinstance(cmd, str))
    if run.returncode != 0:
        raise Failure("%s failed (exit %d):\n%s" % (what, run.returncode,
                                                     (run.stderr or run.stdout)[-3000:]))
    return run


def build(app_dir, work, corpus, wrapper_flags):
    seq, mpi = os.path.join(work, "seq"), os.path.join(work, "mpi")
    for d in (seq, mpi):
        shutil.copytree(app_dir, d)
    flags = corpus.flags_var + "=" + corpus.flags
    sh(["make", "-s", corpus.cc_var + "=" + corpus.compiler, flags], seq,
       what="sequential build")
    env = dict(os.environ, ALB_BUILD_DIR=BUILD)
    sh(["make", "-s", corpus.cc_var + "=" + corpus.wrapper, flags,
        corpus.flags_var + "+=" + wrapper_flags], mpi, env=env,
       what="%s build" % os.path.basename(corpus.wrapper))
    return seq, mpi


def run_seq(prog, args, cwd):
    start = time.perf_counter()
    run = sh([prog] + args, cwd, what="sequential run")
    return run.stdout, time.perf_counter() - start


class TimedOut(Exception):
    pass


def run_mpi(prog, args, cwd, timeout):
    """The run's stdout and its time inside the program, from its run report (docs/run-report-json.md;
    None when it wrote none)."""
    report = os.path.join(cwd, "alb-report.json")
    if os.path.exists(report):
        os.remove(report)
    run = subprocess.run([LAUNCHER, "-np", "2", "--timeout", str(timeout), prog] + args,
                         cwd=cwd, env=dict(os.environ, ALB_REPORT=report),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if run.returncode != 0 and "did not finish within" in run.stderr:
        raise TimedOut()
    if run.returncode != 0:
        raise Failure("2-rank run failed (exit %d):\n%s" % (run.returncode, run.stderr[-3000:]))
    if not os.path.exists(report):
        return run.stdout, None
    with open(report) as f:
        return run.stdout, json.load(f)["elapsed_seconds"]


def one_app(name, quick, corpus):
    app_dir = os.path.join(corpus.apps, name)
    conf = read_conf(app_dir)
    marked = marked_loops(app_dir, corpus)
    reasons, nest_of, planned = analyze(app_dir, corpus)
    row = {"app": name, "marked": len(marked), "ok": True, "details": []}
    counts = {}
    distributed = 0
    for key in sorted(marked):
        if key in planned:
            distributed += 1
            row["details"].append("%s:%d marked, distributed" % key)
            continue
        names = why_not(key, reasons, nest_of, planned)
        for n in names:
            counts[n] = counts.get(n, 0) + 1
        row["details"].append("%s:%d marked, not distributed: %s" % (key + (", ".join(sorted(names)),)))
    row["distributed"] = distributed
    row["reasons"] = ", ".join("%s x%d" % (n, c) for n, c in
                               sorted(counts.items(), key=lambda x: (-x[1], x[0]))) or "-"
    extra = sorted(planned - marked)
    for key in extra:
        row["details"].append("%s:%d not marked, distributed" % key)
    row["extra"] = ("%d (%s)" % (len(extra), " ".join("%s:%d" % k for k in extra))
                    if extra else "0")

    work = tempfile.mkdtemp(prefix="apps-table-%s." % name)
    try:
        seq, mpi = build(app_dir, work, corpus, conf.get("WRAPPER_FLAGS", ""))
        data = os.path.join(work, "run")
        os.mkdir(data)
        env = dict(os.environ, SEQ=seq)
        prog = conf["PROGRAM"]
        if conf.get("SETUP"):
            sh(conf["SETUP"], data, env=env, what="SETUP")
        args = shlex.split(conf["ARGS"])
        expected, _ = run_seq(os.path.join(seq, prog), args, data)
        try:
            got, _ = run_mpi(os.path.join(mpi, prog), args, data, 120)
        except TimedOut:
            raise Failure("the 2-rank run at the test size took over 120 s")
        output = "same" if got == expected else "DIFFERENT"
        if quick:
            row["time"] = "-"
        else:
            if conf.get("TIMING_SETUP"):
                sh(conf["TIMING_SETUP"], data, env=env, what="TIMING_SETUP")
            args = shlex.split(conf["TIMING_ARGS"])
            seq_times, mpi_times = [], []
            for i in range(3):
                expected, t = run_seq(os.path.join(seq, prog), args, data)
                seq_times.append(t)
                # A 2-rank run slower than the sequential one by far more
                # than any balancing could explain is stopped.
                limit = max(TIMING_LIMIT_MIN, int(TIMING_LIMIT_FACTOR * seq_times[0]) + 1)
                try:
                    got, t = run_mpi(os.path.join(mpi, prog), args, data, limit)
                except TimedOut:
                    row["time"] = "> %d s (stopped) / %.2f s > %.0f" % (
                        limit, seq_times[0], limit / seq_times[0])
                    output += ", timing size not compared"
                    break
                if t is None:
                    raise Failure("no run report from the 2-rank run")
                mpi_times.append(t)
                if i == 0 and got != expected:
                    output += ", DIFFERENT at timing size"
            else:
                s, m = statistics.median(seq_times), statistics.median(mpi_times)
                pairs = [t / q for t, q in zip(mpi_times, seq_times)]
                row["time"] = "%.2f s / %.2f s = %.2f (pairs %.2f-%.2f)" % (
                    m, s, m / s, min(pairs), max(pairs))
        row["output"] = output
        row["ok"] = "DIFFERENT" not in output
    except Failure as e:
        row["output"] = "FAILED: " + str(e).split("\n")[0]
        row["time"] = "-"
        row["ok"] = False
        row["details"].append(str(e))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return row


def main(argv):
    quick = "--quick" in argv
    details = "--details" in argv
    corpus = CXX_CORPUS if "--cxx" in argv else C_CORPUS
    wanted = [a for a in argv if not a.startswith("--")]
    unknown = [a for a in argv if a.startswith("--") and a not in ("--cxx", "--quick", "--details")]
    if unknown:
        print(__doc__.split("usage: ")[1].split("\n")[0], file=sys.stderr)
        return 2
    if not os.access(AUTOLB, os.X_OK):
        print("apps-table: no %s (run scripts/build.sh, or set ALB_BUILD_DIR)" % AUTOLB,
              file=sys.stderr)
        return 2
    names = sorted(d for d in os.listdir(corpus.apps)
                   if os.path.isfile(os.path.join(corpus.apps, d, "app.conf")))
    if wanted:
        names = [n for n in names if n in wanted]
    header = ["app", "marked", "distributed", "reasons for the rest",
              "extra", "output (2 ranks)", "time 2 ranks / sequential"]
    rows = []
    for name in names:
        print("apps-table: %s..." % name, file=sys.stderr)
        try:
            r = one_app(name, quick, corpus)
        except Failure as e:
            r = {"app": name, "marked": "?", "distributed": "?", "reasons": "-",
                 "extra": "-", "output": "FAILED: " + str(e).split("\n")[0],
                 "time": "-", "ok": False, "details": [str(e)]}
        rows.append(r)
    table = [header] + [[str(r["app"]), str(r["marked"]), str(r["distributed"]),
                         r["reasons"], r["extra"], r["output"], r["time"]] for r in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    for k, line in enumerate(table):
        print("| " + " | ".join(c.ljust(w) for c, w in zip(line, widths)) + " |")
        if k == 0:
            print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    if details:
        for r in rows:
            print()
            print("%s:" % r["app"])
            for d in r["details"]:
                print("  " + d)
    return 0 if all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
