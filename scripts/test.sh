#!/usr/bin/env bash
# The README's test command: set-up, build, then every test (lit, unit, MPI)
# but the timing tier. ctest runs one test per core; a few run alone
# (RUN_SERIAL in the CMakeLists.txt files).
#   test.sh [--timing] [CTEST ARGS...]
# --timing runs the timing tier instead (ctest label timing: the tests that
# assert a time, each alone; give them a machine with nothing else running).
# Ends with the wall time and the CPU time of this script and all its
# children, and exits with ctest's status.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
tier=(-LE timing)
if [[ "${1:-}" == --timing ]]; then
  tier=(-L timing)
  shift
fi
"$root/scripts/build.sh"
cd "$build"
status=0
ctest --output-on-failure -j "$(nproc)" "${tier[@]}" "$@" || status=$?
# `times` prints this shell's user and system time, then its children's
# (in this shell: a command substitution would be a child without children).
cpu_file="$(mktemp)"
times >"$cpu_file"
cpu=($(<"$cpu_file"))
rm -f "$cpu_file"
awk -v wall="$SECONDS" -v su="${cpu[0]}" -v ss="${cpu[1]}" \
    -v cu="${cpu[2]}" -v cs="${cpu[3]}" '
  function seconds(t,   m) {
    m = t; sub(/m.*/, "", m); sub(/^[0-9]+m/, "", t); sub(/s$/, "", t)
    return 60 * m + t
  }
  function show(s) { return sprintf("%d min %04.1f s", s / 60, s % 60) }
  BEGIN {
    u = seconds(su) + seconds(cu); s = seconds(ss) + seconds(cs)
    printf "test.sh: wall %s, CPU user %s + system %s (system/user %.2f)\n",
           show(wall), show(u), show(s), (u > 0 ? s / u : 0)
  }'
exit "$status"
