#!/usr/bin/env bash
# SOR benchmark: the generated MPI SOR against the hand-written one
# (bench/sor/sor_hand.c) with the same block size, and both against the
# sequential samples/sor.c. Not a test; the goal is generated / hand <= 1.10.
#
#   scripts/bench-sor.sh [-b BLOCKSIZE] [-n N] [-t TSTEPS] [-r REPETITIONS] [-p RANKS]
#
# Defaults: block size 64, N 2000, TSTEPS 100, 3 repetitions, 2 ranks pinned
# one per core (scripts/alb-mpirun --bind). The generated program gets the
# block size through ALB_BLOCKSIZE; it runs with the run-time's defaults
# (balancing on) and, for comparison, with ALB_BALANCE=0. Two times per run: the wall time of the
# whole launch (mpirun start-up included), and the in-program time from the
# start of MPI (MPI_Init, alb_init) to the end of the output, which the ratio
# (goal <= 1.10) and the speed-ups use; the fastest repetition counts.
# Every run's output is checked against the sequential output (rules of
# scripts/e2e.sh: bitwise, or within the tolerance the tool announced).
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

# Runs a command REPS times and prints its wall times and in-program times
# (the hand-written program's "from MPI_Init to the end", the generated
# one's elapsed_seconds from its run report, ALB_REPORT; the wall time for the
# sequential program). The fastest of each go to $work/NAME.wall and
# $work/NAME.prog. Fails if an output differs from the sequential one.
measure() { # NAME COMMAND...
  local name="$1" walls=() progs=() start wall prog verdict
  shift
  for ((r = 1; r <= reps; r++)); do
    start="$(date +%s%N)"
    ALB_REPORT="$work/$name.json" "$@" >"$work/$name.out" 2>"$work/$name.err" || {
      echo "bench-sor: $name failed:" >&2
      cat "$work/$name.err" >&2
      exit 1
    }
    wall="$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.3f", (e - s) / 1e9 }')"
    case "$name" in
      seq) prog="$wall" ;;
      hand) prog="$(sed -n 's/.*: \([0-9.]*\) s from MPI_Init to the end.*/\1/p' "$work/$name.err")" ;;
      gen*) prog="$("$root/scripts/alb-report-fields" --csv "$work/$name.json" "r['elapsed_seconds']")" ;;
    esac
    [[ -n "$prog" ]] || { echo "bench-sor: $name: no in-program time on stderr:" >&2; cat "$work/$name.err" >&2; exit 1; }
    walls+=("$wall")
    progs+=("$(printf '%.3f' "$prog")")
    if [[ "$name" != seq ]] && ! verdict="$("$root/scripts/e2e.sh" --compare \
        "$work/seq.out" "$work/$name.out" "$work/remarks.log")"; then
      echo "bench-sor: $name: output differs from the sequential output: $verdict" >&2
      exit 1
    fi
  done
  printf '%s\n' "${walls[@]}" | sort -n | head -n 1 >"$work/$name.wall"
  printf '%s\n' "${progs[@]}" | sort -n | head -n 1 >"$work/$name.prog"
  printf '  %-11s wall %s   in-program %s   (fastest %s / %s)\n' "$name:" \
    "${walls[*]}" "${progs[*]}" "$(cat "$work/$name.wall")" "$(cat "$work/$name.prog")"
}

echo "times in seconds, per repetition:"
measure seq "$work/seq"
measure hand "$root/scripts/alb-mpirun" -np "$ranks" --bind "$work/hand" "$blocksize"
measure gen env ALB_BLOCKSIZE="$blocksize" "$root/scripts/alb-mpirun" -np "$ranks" --bind "$work/gen"
measure gen-static env ALB_BLOCKSIZE="$blocksize" ALB_BALANCE=0 "$root/scripts/alb-mpirun" -np "$ranks" --bind "$work/gen"
echo "generated, run-time summary of the last run:"
sed 's/^/  /' "$work/gen.err"

awk -v s="$(cat "$work/seq.prog")" -v h="$(cat "$work/hand.prog")" -v g="$(cat "$work/gen.prog")" \
    -v gs="$(cat "$work/gen-static.prog")" -v hw="$(cat "$work/hand.wall")" \
    -v gw="$(cat "$work/gen.wall")" 'BEGIN {
  printf "ratio generated / hand-written: %.3f in-program (goal <= 1.10: %s), %.3f wall\n", g / h, (g / h <= 1.10 ? "met" : "NOT met"), gw / hw
  printf "ratio generated with ALB_BALANCE=0 / hand-written: %.3f in-program\n", gs / h
  printf "speed-up vs sequential (in-program): hand-written %.2f, generated %.2f, generated static %.2f\n", s / h, s / g, s / gs
}'
