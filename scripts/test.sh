#!/usr/bin/env bash
# The README's test command: set-up, build, then every test (lit, unit, MPI).
# ctest runs one test per core; the tests that time something run alone
# (RUN_SERIAL in the CMakeLists.txt files).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
"$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure -j "$(nproc)" "$@"
