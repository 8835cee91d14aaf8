#!/usr/bin/env bash
# The simulator's experiments (autolb-sim, sim/): CSVs under
# bench-results/sim/, plots and the report in docs/simulation.md.
#   1. efficiency vs grain size, one competing process on rank 0 under
#      round-robin scheduling, barrier and pipelined, P = 4 and 64
#      ([S97] Figs. 11 and 13; communication ignored as there);
#   2. barrier and pipelined nests under an oscillating load, balancing on
#      and off, P = 4, 64, 1024, 4096 ([S97] Figs. 25-30);
#   3. irregular independent iterations: central FAC2 and DAF, direct
#      moves, small-world stealing, P = 64 ... 4096.
#   4. a recorded two-rank trace replayed at P = 2, 64, 1024.
# Deterministic: the same build gives the same numbers. About ten seconds.
#
#   scripts/sim-report.sh [--out DIR] [--docs DIR]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
out="$root/bench-results/sim"
docs="$root/docs"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --docs) docs="$2"; shift 2 ;;
    *) echo "sim-report.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
sim="$build/bin/autolb-sim"
if [[ ! -x "$sim" ]]; then
  echo "sim-report.sh: $sim not built (cmake --build build --target autolb-sim)" >&2
  exit 1
fi
mkdir -p "$out"

run() { # FILE ARGS...: one CSV, its summary line echoed
  local file="$1"; shift
  "$sim" "$@" --out "$out/$file"
}

# 1. Grain size under round-robin scheduling (no communication costs);
# 50 quanta of sequential work per rank ([S97]: 200 at P = 4).
grains=0.25,0.5,0.75,1,1.25,1.5,1.75,2,2.5,3,3.5,4,5,6,8,12,16
for shape in barrier pipeline; do
  for p in 4 64; do
    run "grain-$shape-$p.csv" grain --shape "$shape" --ranks "$p" \
      --grains "$grains" --sequential-quanta $(( 50 * p )) \
      --t-fixed 0 --t-incr 0 --hop 0
  done
done

# 2. Oscillating load on rank 0 (periods of [S97] Figs. 25-30), and on a
# quarter of the ranks with seeded phases.
for p in 4 64 1024 4096; do
  for shape in barrier pipeline; do
    for period in 60 20; do
      run "oscillate-$shape-$p-$period.csv" oscillate --shape "$shape" \
        --ranks "$p" --period "$period" --duty 0.5 --seconds 240
    done
  done
  run "oscillate-barrier-$p-quarter.csv" oscillate --ranks "$p" --period 20 \
    --duty 0.5 --seconds 240 --loaded $(( p > 4 ? p / 4 : 1 ))
done

# 3. Independent iterations. Strong scaling: 2^20 iterations of 50 us on
# average (52 s of work); uniform costs (cv 0.5) or triangular ones; weak
# scaling: 2000 iterations of 500 us per rank (1 s each).
for p in 64 128 256 512 1024 2048 4096; do
  run "independent-random-$p.csv" independent --ranks "$p" --costs random
done
for p in 64 256 1024 4096; do
  run "independent-linear-$p.csv" independent --ranks "$p" --costs linear
  run "independent-weak-$p.csv" independent --ranks "$p" --costs random \
    --iterations $(( p * 2000 )) --mean 500e-6
done

# 4. Replay of a recorded two-rank run (samples/sor.c, a busy process on
# rank 1's core; test/Sim/Inputs/sor-hog.*.csv), its speed traces repeated
# over P ranks.
for p in 2 64 1024; do
  run "replay-$p.csv" replay "$root/test/Sim/Inputs/sor-hog" --ranks "$p"
done

# Debian's python3, which has python3-matplotlib (a python3 earlier on PATH
# may not).
/usr/bin/python3 "$root/scripts/sim-report.py" "$out" "$docs"
