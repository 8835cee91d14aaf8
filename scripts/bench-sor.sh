#!/usr/bin/env bash
# SOR benchmark: the generated MPI SOR against the hand-written one
# (bench/sor/sor_hand.c) with the same block size, and both against the
# sequential samples/sor.c. Not a test; the goal is generated / hand <= 1.10.
#
#   scripts/bench-sor.sh [-b BLOCKSIZE] [-n N] [-t TSTEPS] [-r REPETITIONS] [-p RANKS]
#
# Defaults: block size 64, N 2000, TSTEPS 100, 3 repetitions, 2 ranks pinned
# one per core (scripts/alb-mpirun --bind). The generated program gets the
# block size through ALB_BLOCKSIZE. Times are wall times of whole runs (MPI
# start-up and the run-time's start-up measurements included, the same for
# both MPI programs); the ratio and speed-ups use the fastest repetition.
# Every run's output is checked against the sequential output.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"

usage() {
  echo "usage: scripts/bench-sor.sh [-b BLOCKSIZE] [-n N] [-t TSTEPS] [-r REPETITIONS] [-p RANKS]" >&2
  exit 2
}

blocksize=64 n=2000 tsteps=100 reps=3 ranks=2
while getopts "b:n:t:r:p:" opt; do
  case "$opt" in
    b) blocksize="$OPTARG" ;;
    n) n="$OPTARG" ;;
    t) tsteps="$OPTARG" ;;
    r) reps="$OPTARG" ;;
    p) ranks="$OPTARG" ;;
    *) usage ;;
  esac
done
[[ $OPTIND -gt $# ]] || usage
for value in "$blocksize" "$n" "$tsteps" "$reps" "$ranks"; do
  [[ "$value" =~ ^[1-9][0-9]*$ ]] || { echo "bench-sor: error: '$value' is not a positive integer" >&2; usage; }
done

if [[ ! -x "$build/bin/autolb" || ! -f "$build/lib/libautolb.so" ]]; then
  echo "bench-sor: autolb or libautolb missing in $build; running scripts/build.sh" >&2
  "$root/scripts/build.sh" >&2
fi
build="$(cd "$build" && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-bench-sor.XXXXXX")"
trap 'rm -rf "$work"' EXIT

defines=(-DN="$n" -DTSTEPS="$tsteps")
cflags=(-std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I "$root/include" "${defines[@]}")
echo "SOR N=$n TSTEPS=$tsteps, block size $blocksize, $ranks ranks pinned to cores, $reps repetitions"
mpicc "${cflags[@]}" "$root/samples/sor.c" -o "$work/seq" -lm
mpicc "${cflags[@]}" "$root/bench/sor/sor_hand.c" -o "$work/hand" -lm
"$build/bin/autolb" "$root/samples/sor.c" -o "$work/gen.c" -- -std=gnu11 "${defines[@]}" \
  2>"$work/remarks.log" || { cat "$work/remarks.log" >&2; exit 1; }
mpicc "${cflags[@]}" "$work/gen.c" -o "$work/gen" \
  -L "$build/lib" -Wl,-rpath,"$build/lib" -lautolb -lm

# Runs a command REPS times; prints the wall times; the fastest goes to
# $work/NAME.best. Fails if an output differs from the sequential one.
measure() { # NAME COMMAND...
  local name="$1" times=() start
  shift
  for ((r = 1; r <= reps; r++)); do
    start="$(date +%s%N)"
    "$@" >"$work/$name.out" 2>"$work/$name.err" || {
      echo "bench-sor: $name failed:" >&2
      cat "$work/$name.err" >&2
      exit 1
    }
    times+=("$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.3f", (e - s) / 1e9 }')")
    if [[ "$name" != seq ]] && ! cmp -s "$work/seq.out" "$work/$name.out"; then
      echo "bench-sor: $name: output differs from the sequential output:" >&2
      diff "$work/seq.out" "$work/$name.out" | head -n 10 >&2 || true
      exit 1
    fi
  done
  printf '%s\n' "${times[@]}" | sort -n | head -n 1 >"$work/$name.best"
  printf '  %-28s %s s   (fastest %s s)\n' "$name:" "${times[*]}" "$(cat "$work/$name.best")"
}

echo "wall times per repetition:"
measure seq "$work/seq"
measure hand "$root/scripts/alb-mpirun" -np "$ranks" --bind "$work/hand" "$blocksize"
measure gen env ALB_BLOCKSIZE="$blocksize" "$root/scripts/alb-mpirun" -np "$ranks" --bind "$work/gen"
echo "hand-written: $(grep -h 'sweeps took' "$work/hand.err" || true)"
if [[ -s "$work/gen.err" ]]; then
  echo "generated, run-time summary of the last run:"
  sed 's/^/  /' "$work/gen.err"
fi

awk -v s="$(cat "$work/seq.best")" -v h="$(cat "$work/hand.best")" \
    -v g="$(cat "$work/gen.best")" 'BEGIN {
  printf "ratio generated / hand-written: %.3f   (goal <= 1.10: %s)\n", g / h, (g / h <= 1.10 ? "met" : "NOT met")
  printf "speed-up vs sequential: hand-written %.2f, generated %.2f\n", s / h, s / g
}'
