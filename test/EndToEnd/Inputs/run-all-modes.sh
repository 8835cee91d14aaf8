#!/usr/bin/env bash
# run-all-modes.sh LAUNCHER EXPECTED PROGRAM [ARGS...]
# Runs PROGRAM through LAUNCHER at 1, 2, 3 and 4 ranks, each with balancing
# on, off (ALB_BALANCE=0) and in stress mode (ALB_STRESS=1); its stdout must
# equal EXPECTED bitwise. Prints the first difference and fails on any.
set -uo pipefail
launcher="$1" expected="$2"
shift 2
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
for np in 1 2 3 4; do
  for mode in balanced static stress; do
    case "$mode" in
      balanced) envs=() ;;
      static) envs=(ALB_BALANCE=0) ;;
      stress) envs=(ALB_STRESS=1) ;;
    esac
    if ! env "${envs[@]}" "$launcher" -np "$np" --timeout 60 "$@" >"$out" 2>/dev/null; then
      echo "run-all-modes: np=$np $mode: the program failed" >&2
      exit 1
    fi
    if ! diff "$expected" "$out" >&2; then
      echo "run-all-modes: np=$np $mode: output differs from the sequential one" >&2
      exit 1
    fi
  done
done
