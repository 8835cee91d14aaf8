#!/usr/bin/env bash
# run-all-modes.sh LAUNCHER [--remarks REMARKS] EXPECTED PROGRAM [ARGS...]
# Runs PROGRAM through LAUNCHER at 1, 2, 3 and 4 ranks, each with balancing
# on, off (ALB_BALANCE=0) and in stress mode (ALB_STRESS=1); its stdout must
# equal EXPECTED bitwise. With --remarks, the tool's remarks log decides the
# comparison as `scripts/e2e.sh --compare` does: bitwise, unless the remarks
# announce a reassociated floating-point reduction with a tolerance, which
# then applies. Prints the first difference and fails on any.
set -uo pipefail
launcher="$1"
shift
remarks=""
if [[ "${1:-}" == --remarks ]]; then
  remarks="$2"
  shift 2
fi
expected="$1"
shift
e2e="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/scripts/e2e.sh"
out="$(mktemp)" err="$(mktemp)"
trap 'rm -f "$out" "$err"' EXIT
for np in 1 2 3 4; do
  for mode in balanced static stress; do
    case "$mode" in
      balanced) envs=() ;;
      static) envs=(ALB_BALANCE=0) ;;
      stress) envs=(ALB_STRESS=1) ;;
    esac
    if ! env "${envs[@]}" "$launcher" -np "$np" --timeout 60 "$@" >"$out" 2>"$err"; then
      # The run-time's summary is long; the error is at the end.
      tail -n 40 "$err" >&2
      echo "run-all-modes: np=$np $mode: the program failed" >&2
      exit 1
    fi
    if [[ -n "$remarks" ]]; then
      if ! verdict="$(bash "$e2e" --compare "$expected" "$out" "$remarks")"; then
        echo "$verdict" >&2
        echo "run-all-modes: np=$np $mode: output differs from the sequential one" >&2
        exit 1
      fi
    elif ! diff "$expected" "$out" >&2; then
      echo "run-all-modes: np=$np $mode: output differs from the sequential one" >&2
      exit 1
    fi
  done
done
