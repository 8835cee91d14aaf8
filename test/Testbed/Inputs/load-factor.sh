#!/usr/bin/env bash
# load-factor.sh LAUNCHER PROGRAM EXPECTED TOLERANCE LOAD
# Runs PROGRAM (which prints its own elapsed seconds) on one pinned rank
# without and with `--load 0:LOAD`, in 3 pairs (A B A B A B); prints the
# median slowdown and fails unless it is within TOLERANCE (a fraction) of
# EXPECTED. The launcher's report of what the load took goes to stdout too.
set -euo pipefail
launcher="$1" program="$2" expected="$3" tolerance="$4" load="$5"
ratios=()
for pair in 1 2 3; do
  plain="$("$launcher" -np 1 --bind "$program")"
  loaded="$("$launcher" -np 1 --bind --load "0:$load" "$program" 2>report)"
  cat report
  ratios+=("$(awk -v a="$plain" -v b="$loaded" 'BEGIN { printf "%.3f", b / a }')")
done
median="$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n 2p)"
echo "slowdown under $load: median $median of ${ratios[*]} (expected $expected +- $(awk -v t="$tolerance" 'BEGIN { print t * 100 }')%)"
awk -v m="$median" -v e="$expected" -v t="$tolerance" 'BEGIN { exit !(m >= e * (1 - t) && m <= e * (1 + t)) }' ||
  { echo "load-factor: error: slowdown $median is not within the tolerance of $expected" >&2; exit 1; }
