#!/usr/bin/env bash
# run-all-modes.sh [--ranks N,N...] [--remarks REMARKS] [--env NAME=VALUE]... EXPECTED PROGRAM [ARGS...]
# The lit tests' %run-all-modes: runs PROGRAM through scripts/alb-mpirun at
# 1, 2, 3 and 4 ranks (--ranks: those), each in the modes balanced, static
# and stress (scripts/lib/modes.sh); its stdout must equal EXPECTED
# bitwise. A run on at most one rank per core has 60 s, longer ones more
# (alb_run_modes_and_compare). With
# --remarks, the tool's remarks log decides the comparison as
# `scripts/e2e.sh --compare` does: bitwise, unless the remarks announce a
# reassociated floating-point reduction with a tolerance, which then
# applies. --env sets a variable on top of every mode; a variable that the
# modes set (ALB_STEAL_RANKS, say) can only come this way, since every mode
# resets the environment's. Prints one line a run, the end of stderr of a
# failed run and the first difference, and fails on any.
set -uo pipefail
# shellcheck source=../../scripts/lib/pipeline.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/pipeline.sh"

usage() {
  echo "usage: run-all-modes.sh [--ranks N,N...] [--remarks REMARKS] [--env NAME=VALUE]... EXPECTED PROGRAM [ARGS...]" >&2
  exit 2
}

remarks=/dev/null
ranks="1 2 3 4"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --ranks) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || usage; ranks="${2//,/ }"; shift 2 ;;
    --remarks) [[ $# -ge 2 ]] || usage; remarks="$2"; shift 2 ;;
    --env) [[ $# -ge 2 && "$2" == ?*=* ]] || usage; alb_extra_env+=("$2"); shift 2 ;;
    *) break ;;
  esac
done
[[ $# -ge 2 ]] || usage
expected="$1"
shift
if ! alb_mode_check_inherited run-all-modes; then
  echo "run-all-modes: pass it with --env NAME=VALUE instead" >&2
  exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-run-all-modes.XXXXXX")"
trap 'rm -rf "$work"' EXIT
alb_run_modes_and_compare run-all-modes "$expected" "$remarks" "$work" 60 \
  "$ranks" "balanced static stress" "$@"
