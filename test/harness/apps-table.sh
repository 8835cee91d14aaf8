#!/usr/bin/env bash
# What autolb makes of the application corpus (test/Applications; with
# --cxx the C++ one, test/Applications/cxx): per
# application, the `#pragma omp parallel for` loops, how many autolb
# distributes and why not the others, the loops it distributes unmarked,
# whether the 2-rank output equals the sequential one, and the 2-rank time
# over the sequential time (skipped with --quick). test/harness/apps-table.py
# documents the columns.
#   test/harness/apps-table.sh [--cxx] [--quick] [--details] [APP...]
# Needs scripts/build.sh first (or ALB_BUILD_DIR). Exit status 1 when an
# output differs or a build or run fails.
set -euo pipefail
exec python3 "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/apps-table.py" "$@"
