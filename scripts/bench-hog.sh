#!/usr/bin/env bash
# A 2-rank pipelined SOR (bench/runtime/sor_hog.c) with ALB_TRACE, ranks
# pinned to cores 0 and 1, and a competing CPU hog pinned to rank 1's core.
# Prints how the owned iterations shift: the first and last lines of each
# rank's trace, and when the allocation first left the even split; then
# the same run with ALB_BALANCE=0 under the same hog, and the ratio of the
# two wall times (same checksum required); then, without the hog, the same
# ratio for a rank 1 that is a 3x slower processor.
#   scripts/bench-hog.sh [BUILD_DIR [ROWS [COLUMNS [SWEEPS]]]]
# Extra ALB_* variables in the environment are passed on (e.g. ALB_SYNC=1).
# BENCH_HOG_NICE=-10 runs ranks and hog at that niceness (as root), so that
# unrelated processes on a shared machine disturb the experiment less; the
# hog and rank 1 keep equal priority, so they still share core 1 evenly.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
rows="${2:-600}"
columns="${3:-600}"
sweeps="${4:-3000}"
program="$build/bin/sor_hog"
[[ -x "$program" ]] || { echo "bench-hog: error: $program not built" >&2; exit 2; }
[[ "$(nproc)" -ge 2 ]] || { echo "bench-hog: error: needs 2 cores" >&2; exit 2; }

niceness="${BENCH_HOG_NICE:-0}"
out="$(mktemp -d)"
nice -n "$niceness" taskset -c 1 sh -c 'while :; do :; done' &
hog=$!
trap 'kill "$hog" 2>/dev/null; [[ -n "${BENCH_HOG_KEEP:-}" ]] || rm -rf "$out"' EXIT

echo "bench-hog: ${rows}x${columns} SOR, $sweeps sweeps, 2 ranks bound to cores 0 and 1, hog on core 1 (nice $niceness)"
# Prints the wall time of one run; its checksum goes to $out/checksum.$1.
# Further arguments go to the program after ROWS COLUMNS SWEEPS.
timed_run() {
  local start end name="$1"
  shift
  start=$(date +%s.%N)
  nice -n "$niceness" "$root/scripts/alb-mpirun" -np 2 --bind --timeout 300 \
    "$program" "$rows" "$columns" "$sweeps" "$@" > "$out/checksum.$name"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
balanced=$(ALB_TRACE="$out/trace" timed_run balanced)
static=$(ALB_BALANCE=0 ALB_QUIET=1 timed_run static)
cmp -s "$out/checksum.balanced" "$out/checksum.static" ||
  { echo "bench-hog: error: balanced and static checksums differ" >&2; exit 1; }
echo "bench-hog: elapsed $balanced s balanced, $static s static (ALB_BALANCE=0); ratio balanced / static $(echo "scale=3; $balanced / $static" | bc)"

for rank in 0 1; do
  trace="$out/trace.$rank.csv"
  lines=$(($(wc -l < "$trace") - 1))
  echo "--- rank $rank: $lines interactions; first and last lines of $trace"
  head -4 "$trace"
  echo "..."
  tail -3 "$trace"
done
echo "bench-hog: rank 1 owned rows at each interaction (reason):"
awk -F, 'NR > 1 { printf "%s%s(%s)", (NR > 2 ? " " : ""), $6, substr($11, 1, 1) } END { print "" }' \
  "$out/trace.1.csv" | fold -s -w 100
# When rank 1's share first dropped below 45% of the rows, and its share at
# the end (columns of the CSV: time,nest,raw,filtered,h,owned,...).
awk -F, -v total=$((rows - 2)) '
  NR > 1 && !shifted && $6 < 0.45 * total { shifted = 1; t = $1; n = NR - 1 }
  NR > 1 { last = $6; lastt = $1; owned[NR - 1] = $6; moved[NR - 1] = ($11 == "moved"); n_lines = NR - 1 }
  END {
    for (i = int(n_lines / 2) + 1; i <= n_lines; ++i) { sum += owned[i]; moves += moved[i]; ++count }
    if (count) printf "bench-hog: rank 1 owned on average %.0f of %d rows (%.0f%%) over the second half of the interactions, with %d moves in those %d interactions\n", sum / count, total, 100 * sum / count / total, moves, count;
    if (shifted) printf "bench-hog: rank 1 below 45%% of the rows after %.3f s (interaction %d); at the end it owns %d of %d (%.0f%%) at %.3f s\n", t, n, last, total, 100 * last / total, lastt;
    else printf "bench-hog: rank 1 never dropped below 45%% of the rows (owns %d of %d at the end)\n", last, total
  }' "$out/trace.1.csv"

# For contrast, no hog: rank 1 is a 3x slower processor (sor_hog's SLOWDOWN
# computes each of its rows three times), which time slicing does not blur.
kill "$hog" 2>/dev/null
wait "$hog" 2>/dev/null || true
slow_balanced=$(ALB_QUIET=1 timed_run slow-balanced 3)
slow_static=$(ALB_BALANCE=0 ALB_QUIET=1 timed_run slow-static 3)
cmp -s "$out/checksum.slow-balanced" "$out/checksum.slow-static" ||
  { echo "bench-hog: error: slow-rank checksums differ" >&2; exit 1; }
echo "bench-hog: without the hog, rank 1 3x slower: $slow_balanced s balanced, $slow_static s static; ratio balanced / static $(echo "scale=3; $slow_balanced / $slow_static" | bc)"
