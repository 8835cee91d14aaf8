#!/usr/bin/env bash
# The end-to-end differential harness: rewrites a sequential sample with
# autolb, runs the MPI program on several rank counts in three run-time modes
# and compares its stdout with the sequential program's.
#
#   scripts/e2e.sh [-DNAME=VALUE ...] SAMPLE.c [RANKS ...]     (default 1 2 3 4)
#
# -D flags go to autolb (after '--') and to both compilations, e.g. -DN=200.
# Both programs are compiled by the same compiler with the same flags:
#   mpicc -std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I include
# (-ffp-contract=off: no FMA contraction that the two sides might apply
# differently); the generated one is linked with libautolb.
# Modes, each at each rank count, through scripts/alb-mpirun:
#   balanced   the run-time's defaults (ALB_BALANCE and ALB_STRESS unset)
#   static     ALB_BALANCE=0 (static block distribution, no balancer)
#   stress     ALB_STRESS=1  (random valid work moves at every interaction)
# One line per run, e.g. "sor.c np=3 stress: identical"; exit status 1 on
# any difference or failed run, 2 on bad usage.
#
# Comparison. stdout must be bitwise identical (cmp), unless the tool's
# remarks say that a floating-point reduction was reassociated (distributed
# over ranks, so the partial sums are added in another order) and state a
# tolerance: a remark or note line matching /reassociat/i that contains
# "tolerance" followed by a number, as autolb prints it:
#   sor.c:60:3: remark: floating-point sum 'sum' reassociated across ranks;
#   results may differ within a relative tolerance of 1e-9 [-Ralb-reduction]
# ("absolute tolerance" makes it absolute; otherwise it is relative). The
# largest stated tolerance then applies, and the outputs are compared token
# by token: same number of lines and of whitespace-separated tokens, every
# non-numeric token identical (hex such as 0x1f is not a number), and every
# pair of numbers a, b (decimal, inf, nan) equal or within
# |a - b| <= tol * max(|a|, |b|) (relative) or |a - b| <= tol (absolute);
# nan only matches nan. Such a run is reported as "within the relative
# tolerance TOL the tool announced (max difference D; lines not bitwise
# identical: L (of N))". Without a stated tolerance the comparison stays
# bitwise, even if a remark mentions reassociation: the tool made no claim
# that results may differ. The samples print, next to each floating-point
# sum, an order-independent integer fingerprint of the same array in hex,
# so that their results are still checked bit for bit.
#
#   scripts/e2e.sh --compare EXPECTED ACTUAL REMARKS
# compares two output files under these rules (the remarks log decides the
# tolerance) and prints the verdict; scripts/demo.sh uses it.
#
# Environment: ALB_BUILD_DIR (default build/; built with scripts/build.sh
# only if autolb or libautolb is missing), ALB_MPIRUN_TIMEOUT (per run, see
# alb-mpirun), ALB_E2E_KEEP=1 keeps the work directory (its path is printed).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"

usage() {
  echo "usage: scripts/e2e.sh [-DNAME=VALUE ...] SAMPLE.c [RANKS ...]" >&2
  echo "       scripts/e2e.sh --compare EXPECTED ACTUAL REMARKS" >&2
  exit 2
}

# Prints the tolerance announced in a remarks log: "rel:TOL", "abs:TOL", or
# nothing when no reassociation remark states one.
announced_tolerance() { # REMARKS
  python3 - "$1" <<'PY'
import re, sys
best = None
for line in open(sys.argv[1], errors="replace"):
    if not re.search(r"reassociat", line, re.I):
        continue
    m = re.search(r"(absolute\s+)?tolerance\D*?([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)",
                  line, re.I)
    if m and (best is None or float(m.group(2)) > best[1]):
        best = ("abs" if m.group(1) else "rel", float(m.group(2)))
if best is not None:
    print("%s:%r" % best)
PY
}

# Token-wise comparison within a tolerance ("rel:TOL" or "abs:TOL"). Prints
# the largest difference and the lines that differ and succeeds, or prints
# the first mismatch and fails.
within_tolerance() { # EXPECTED ACTUAL TOLERANCE
  python3 - "$@" <<'PY'
import math, re, sys
expected = open(sys.argv[1], errors="replace").read().splitlines()
actual = open(sys.argv[2], errors="replace").read().splitlines()
kind, tol = sys.argv[3].split(":")
tol = float(tol)
number = re.compile(r"[-+]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan)$", re.I)
# printf's %a: 0x1.8p+3
hex_number = re.compile(r"[-+]?0x(?:[0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)p[-+]?[0-9]+$", re.I)
def value(token):
    if number.match(token):
        return float(token)
    if hex_number.match(token):
        return float.fromhex(token)
    return None
def fail(msg):
    print(msg)
    sys.exit(1)
if len(expected) != len(actual):
    fail("%d lines instead of %d" % (len(actual), len(expected)))
worst = 0.0
differing = []
for lineno, (e, a) in enumerate(zip(expected, actual), 1):
    if e != a:
        differing.append(str(lineno))
    et, at = e.split(), a.split()
    if len(et) != len(at):
        fail("line %d: %r instead of %r" % (lineno, a, e))
    for x, y in zip(et, at):
        if x == y:
            continue
        fx, fy = value(x), value(y)
        if fx is None or fy is None:
            fail("line %d: %r instead of %r" % (lineno, y, x))
        if not (math.isfinite(fx) and math.isfinite(fy)):
            if not fx == fy:
                fail("line %d: %s instead of %s" % (lineno, y, x))
            continue
        diff = abs(fx - fy)
        if kind == "rel":
            diff /= max(abs(fx), abs(fy))
        worst = max(worst, diff)
        if diff > tol:
            fail("line %d: %s instead of %s (difference %.3g > %g)" % (lineno, y, x, diff, tol))
print("max difference %.3g; lines not bitwise identical: %s (of %d)"
      % (worst, ",".join(differing), len(expected)))
PY
}

# Prints "identical", "within ... tolerance ..." or "DIFFERENT ..." and the
# first lines of the diff; fails on a difference.
compare_outputs() { # EXPECTED ACTUAL REMARKS
  local expected="$1" actual="$2" remarks="$3" tolerance verdict
  if cmp -s "$expected" "$actual"; then
    echo "identical"
    return 0
  fi
  tolerance="$(announced_tolerance "$remarks")"
  if [[ -n "$tolerance" ]]; then
    local text="relative tolerance"
    [[ "$tolerance" == abs:* ]] && text="absolute tolerance"
    if verdict="$(within_tolerance "$expected" "$actual" "$tolerance")"; then
      echo "within the $text ${tolerance#*:} the tool announced ($verdict)"
      return 0
    fi
    echo "DIFFERENT beyond the $text ${tolerance#*:} the tool announced: $verdict"
  else
    echo "DIFFERENT"
    if grep -qi reassociat "$remarks"; then
      echo "    (the remarks mention reassociation but state no tolerance: compared bitwise)"
    fi
  fi
  diff "$expected" "$actual" | head -n 10 | sed 's/^/    /' || true
  return 1
}

if [[ "${1:-}" == --compare ]]; then
  [[ $# -eq 4 ]] || usage
  compare_outputs "$2" "$3" "$4"
  exit
fi

defines=()
while [[ $# -gt 0 && "$1" == -D* ]]; do
  defines+=("$1")
  shift
done
[[ $# -ge 1 ]] || usage
sample="$1"
shift
ranks=("$@")
[[ ${#ranks[@]} -gt 0 ]] || ranks=(1 2 3 4)
for np in "${ranks[@]}"; do
  [[ "$np" =~ ^[1-9][0-9]*$ ]] || { echo "e2e: error: rank count '$np' is not a positive integer" >&2; usage; }
done
[[ -f "$sample" ]] || { echo "e2e: error: no such sample: '$sample'" >&2; exit 2; }
sample="$(cd "$(dirname "$sample")" && pwd)/$(basename "$sample")"
name="$(basename "$sample")"

if [[ ! -x "$build/bin/autolb" || ! -f "$build/lib/libautolb.so" ]]; then
  echo "e2e: autolb or libautolb missing in $build; running scripts/build.sh" >&2
  "$root/scripts/build.sh" >&2
fi
build="$(cd "$build" && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-e2e.XXXXXX")"
if [[ "${ALB_E2E_KEEP:-0}" == 1 ]]; then
  echo "e2e: work directory kept: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

cflags=(-std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I "$root/include")

# Open MPI's session directories go into the work directory: concurrent
# harnesses (lit runs several) sharing /tmp/ompi.* can make a launch fail
# with "orte_session_dir failed" when one job removes the directory another
# is creating.
mkdir -p "$work/ompi"
export OMPI_MCA_orte_tmpdir_base="$work/ompi"

# Rewrite. Remarks go to a log; shown only when the tool fails.
if ! "$build/bin/autolb" "$sample" -o "$work/mpi.c" -- -std=gnu11 "${defines[@]}" \
    2>"$work/remarks.log"; then
  echo "$name: FAILED: autolb could not rewrite it:" >&2
  cat "$work/remarks.log" >&2
  exit 1
fi

compile() { # OUTPUT SOURCE [LIBS...]
  local out="$1" src="$2"
  shift 2
  if ! mpicc "${cflags[@]}" "${defines[@]}" "$src" -o "$out" "$@" 2>"$out.log"; then
    echo "$name: FAILED: compiling $(basename "$src"):" >&2
    cat "$out.log" >&2
    exit 1
  fi
  if [[ -s "$out.log" ]]; then
    echo "$name: warnings compiling $(basename "$src"):" >&2
    cat "$out.log" >&2
  fi
}
compile "$work/seq" "$sample" -lm
compile "$work/mpi" "$work/mpi.c" -L "$build/lib" -Wl,-rpath,"$build/lib" -lautolb -lm

if ! timeout "${ALB_MPIRUN_TIMEOUT:-120}" "$work/seq" >"$work/seq.out" 2>"$work/seq.err"; then
  echo "$name: FAILED: the sequential program failed:" >&2
  cat "$work/seq.err" >&2
  exit 1
fi

status=0
for np in "${ranks[@]}"; do
  for mode in balanced static stress; do
    case "$mode" in
      balanced) env=(env -u ALB_BALANCE -u ALB_STRESS) ;;
      static) env=(env -u ALB_STRESS ALB_BALANCE=0) ;;
      stress) env=(env -u ALB_BALANCE ALB_STRESS=1) ;;
    esac
    out="$work/np$np.$mode.out"
    err="$work/np$np.$mode.err"
    rc=0
    "${env[@]}" "$root/scripts/alb-mpirun" -np "$np" "$work/mpi" >"$out" 2>"$err" || rc=$?
    if [[ $rc -ne 0 ]]; then
      echo "$name np=$np $mode: FAILED (exit status $rc); last lines of stderr:"
      tail -n 15 "$err" | sed 's/^/    /'
      status=1
      continue
    fi
    same=0
    verdict="$(compare_outputs "$work/seq.out" "$out" "$work/remarks.log")" || same=1
    echo "$name np=$np $mode: $verdict"
    [[ $same -eq 0 ]] || status=1
  done
done
exit $status
