#!/usr/bin/env bash
# The README's main command: parallelize a sequential sample with autolb, run
# it under MPI, run the sequential original, and check that they agree.
#
#   scripts/demo.sh [SAMPLE.c] [RANKS]
#                   (default samples/sor.c on as many ranks as cores: more
#                   ranks than cores time-share them and only slow down)
#
# Steps: set-up and build if autolb or libautolb is missing (scripts/build.sh);
# rewrite the sample (the tool's remarks are shown); compile both programs
# with the same compiler and flags; run the MPI program through
# scripts/alb-mpirun (the run-time's summary, printed on stderr by
# alb_finalize, is shown); run the sequential program; report the times
# (the MPI program's from alb_init to alb_finalize, from its run report, beside
# its wall time, whose difference is mostly mpirun's start-up); compare the outputs
# (rules of scripts/e2e.sh: bitwise, or within a tolerance the tool announced
# for a reassociated floating-point reduction). Exit status 1 if they differ.
# The generated code and binaries stay in a directory under $TMPDIR (printed).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
sample="${1:-$root/samples/sor.c}"
ranks="${2:-$(nproc)}"

if [[ $# -gt 2 || "$sample" == -* ]]; then
  echo "usage: scripts/demo.sh [SAMPLE.c] [RANKS]" >&2
  exit 2
fi
[[ -f "$sample" ]] || { echo "demo: error: no such sample: '$sample'" >&2; exit 2; }
[[ "$ranks" =~ ^[1-9][0-9]*$ ]] || { echo "demo: error: rank count '$ranks' is not a positive integer" >&2; exit 2; }
name="$(basename "$sample" .c)"

step() { printf '\n== %s\n' "$*"; }

# Prints the seconds elapsed since START_NS (from date +%s%N).
elapsed_since() { # START_NS
  awk -v s="$1" -v e="$(date +%s%N)" 'BEGIN { printf "%.3f", (e - s) / 1e9 }'
}

if [[ ! -x "$build/bin/autolb" || ! -f "$build/lib/libautolb.so" ]]; then
  step "Set-up and build (autolb or libautolb missing in $build)"
  "$root/scripts/build.sh"
fi
build="$(cd "$build" && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-demo.XXXXXX")"
generated="$work/${name}_mpi.c"

step "autolb $(basename "$sample") -o ${name}_mpi.c   (remarks: the tool's decisions)"
if ! "$build/bin/autolb" "$sample" -o "$generated" -- -std=gnu11 \
  -fno-caret-diagnostics 2>"$work/remarks.log"; then
  cat "$work/remarks.log"
  echo "demo: autolb failed on $sample" >&2
  exit 1
fi
if [[ -s "$work/remarks.log" ]]; then
  cat "$work/remarks.log"
else
  echo "(no remarks)"
fi

step "Compile both with mpicc -std=gnu11 -O2 -ffp-contract=off -Wall -Wextra"
cflags=(-std=gnu11 -O2 -ffp-contract=off -Wall -Wextra -I "$root/include")
mpicc "${cflags[@]}" "$sample" -o "$work/$name" -lm
mpicc "${cflags[@]}" "$generated" -o "$work/${name}_mpi" \
  -L "$build/lib" -Wl,-rpath,"$build/lib" -lautolb -lm
echo "sequential: $work/$name"
echo "MPI:        $work/${name}_mpi   (generated code: $generated)"

step "Run the MPI program on $ranks ranks (scripts/alb-mpirun; the run-time's summary is on stderr)"
start="$(date +%s%N)"
if ! ALB_REPORT="$work/report.json" "$root/scripts/alb-mpirun" -np "$ranks" "$work/${name}_mpi" \
  >"$work/mpi.out" 2>"$work/mpi.err"; then
  cat "$work/mpi.out" "$work/mpi.err"
  echo "demo: the MPI program failed on $ranks ranks" >&2
  exit 1
fi
mpi_time="$(elapsed_since "$start")"
cat "$work/mpi.err" >&2
cat "$work/mpi.out"
# The time inside the program, from the run report (docs/run-report-json.md).
inside="$("$root/scripts/alb-report-fields" --csv "$work/report.json" "'%.3f' % r['elapsed_seconds']")"

step "Run the sequential program"
start="$(date +%s%N)"
if ! "$work/$name" >"$work/seq.out"; then
  echo "demo: the sequential program failed" >&2
  exit 1
fi
seq_time="$(elapsed_since "$start")"
cat "$work/seq.out"

step "Compare"
if [[ -n "$inside" ]]; then
  echo "time: sequential ${seq_time} s; MPI on $ranks ranks ${inside} s inside the program (alb_init to alb_finalize), ${mpi_time} s wall"
  awk -v w="$mpi_time" -v i="$inside" 'BEGIN { printf "      (the %.2f s between them is mostly mpirun starting the ranks, paid once per run)\n", w - i }'
else
  echo "time: sequential ${seq_time} s, MPI on $ranks ranks ${mpi_time} s (wall, including MPI start-up)"
fi
if verdict="$("$root/scripts/e2e.sh" --compare "$work/seq.out" "$work/mpi.out" "$work/remarks.log")"; then
  if [[ "$verdict" == identical ]]; then
    echo "outputs are identical"
  else
    echo "outputs agree: $verdict"
  fi
else
  echo "outputs differ (< sequential, > MPI): $verdict"
  exit 1
fi
