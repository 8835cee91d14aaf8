#!/usr/bin/env bash
# The README's test command: set-up, build, then every test (lit, unit, MPI).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
"$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure "$@"
