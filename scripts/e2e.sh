#!/usr/bin/env bash
# The end-to-end differential harness: rewrites a sequential sample with
# autolb, runs the MPI program on several rank counts in three run-time modes
# and compares its stdout with the sequential program's.
#
#   scripts/e2e.sh [-DNAME=VALUE ...] SAMPLE.c [RANKS ...]     (default 1 2 3 4)
#
# -D flags go to autolb (after '--') and to both compilations, e.g. -DN=200.
# Nests of constant, small bounds are distributed too (autolb
# --min-nest-operations=0): small samples test the distributed code.
# Both programs are compiled by the same compiler with the same flags:
#   mpicc -std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I include
# (a C++ sample, .cpp, .cc, .cxx or .C: mpicxx -std=gnu++17 and the rest)
# (-ffp-contract=off: no FMA contraction that the two sides might apply
# differently); the generated one is linked with libautolb.
# Modes, each at each rank count, through scripts/alb-mpirun: balanced,
# static and stress of scripts/lib/modes.sh (the run-time's defaults; static
# block distribution, no balancer; random valid work moves at every
# interaction). A mode sets or unsets each of the variables the modes set,
# so the environment must not set them (exit status 2).
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

# shellcheck source=lib/pipeline.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/pipeline.sh"

usage() {
  echo "usage: scripts/e2e.sh [-DNAME=VALUE ...] SAMPLE.c [RANKS ...]" >&2
  echo "       scripts/e2e.sh --compare EXPECTED ACTUAL REMARKS" >&2
  exit 2
}

if [[ "${1:-}" == --compare ]]; then
  [[ $# -eq 4 ]] || usage
  alb_compare_outputs "$2" "$3" "$4"
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

alb_mode_check_inherited e2e || exit 2
alb_ensure_build e2e

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-e2e.XXXXXX")"
if [[ "${ALB_E2E_KEEP:-0}" == 1 ]]; then
  echo "e2e: work directory kept: $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

# Rewrite and build; the remarks are shown only when the tool fails.
alb_rewrite_and_build "$name" "$sample" "$work" "${defines[@]}" || exit 1

if ! timeout "${ALB_MPIRUN_TIMEOUT:-120}" "$work/seq" >"$work/seq.out" 2>"$work/seq.err"; then
  echo "$name: FAILED: the sequential program failed:" >&2
  cat "$work/seq.err" >&2
  exit 1
fi

alb_run_modes_and_compare "$name" "$work/seq.out" "$work/remarks.log" "$work" "" \
  "${ranks[*]}" "balanced static stress" "$work/mpi"
