#!/usr/bin/env bash
# The benchmark suite: autolb's balanced runs against static distribution
# (ALB_BALANCE=0) on a dedicated machine and under competing loads
# (scripts/alb-load), the grain size against fixed block sizes (with and
# without latency added to the pipeline messages, and a fixed grain of a
# few scheduling quanta), the balancer's CPU cost, the decision time
# against P, OpenMP and Polly peers, and every peer side by side
# (sequential, autolb at 1 and 2 ranks, OpenMP, Polly, autolb + Polly, the
# hand-written MPI SOR); 2 ranks pinned one per core.
#
#   scripts/bench.sh [--quick|--full|--smoke] [--pairs N] [--only LIST]
#
# Every comparison runs as pairs in turn (A B A B ..., --pairs, at least 5)
# and reports the median and range of the per-pair ratio of the time inside
# the program (alb_init to alb_finalize, from the run-time's report; the
# wall time, mpirun start-up included, is recorded beside it). Every run's
# output is checked against the sequential program's. Results go to
# bench-results/DATE/ (runs.csv, summary.csv, PNG plots), and the report to
# docs/benchmarks.md. --quick (the default) runs every experiment, the
# ablations on SOR only and over 3 pairs, the period sweep at three
# quantum scales, the OpenMP peer once per schedule, one Polly pair and
# the peers side by side over 3 rounds;
# --full uses larger problems, 10 pairs, and
# adds Jacobi-2D to the ablations, the dedicated comparison and the slow
# oscillating load, seven quantum scales, SOR under the fast oscillating
# load, OpenMP on the dedicated machine and its
# guided schedule, and Polly's default (sequential) matrix multiply. Quotas need root; without it the
# quota experiments are skipped with a message. --smoke runs every step on
# tiny problems with one pair and writes its report into the results
# directory only: a test of the suite itself, its numbers mean nothing.
# --only LIST runs just the named experiments
# (comma-separated: grain, dedicated, quota, hog, oscillating, ablation,
# period, openmp, polly, peers, decision, ranks) at the mode's sizes and writes its
# report into the results directory, not docs/.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ALB_BUILD_DIR:-$root/build}"
mode=quick pairs="" only="" ranks=2
experiments="grain|dedicated|quota|hog|oscillating|ablation|period|openmp|polly|peers|decision|ranks"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) mode=quick; shift ;;
    --full) mode=full; shift ;;
    --smoke) mode=smoke; shift ;;
    --pairs) [[ $# -ge 2 && "$2" =~ ^[0-9]+$ && "$2" -ge 5 ]] ||
        { echo "bench: error: --pairs needs a number of at least 5" >&2; exit 2; }
      pairs="$2"; shift 2 ;;
    --only) [[ $# -ge 2 && "$2" =~ ^($experiments)(,($experiments))*$ ]] ||
        { echo "bench: error: --only needs a comma-separated list of ${experiments//|/, }" >&2; exit 2; }
      only="$2"; shift 2 ;;
    *) echo "usage: scripts/bench.sh [--quick|--full|--smoke] [--pairs N] [--only LIST]" >&2; exit 2 ;;
  esac
done
case "$mode" in quick) : "${pairs:=5}" ;; full) : "${pairs:=10}" ;; smoke) pairs=1 ;; esac
# Whether experiment $1 runs: the --only list, or every one.
want() { [[ -z $only || ",$only," == *",$1,"* ]]; }
# Whether an optional part (a configuration of an experiment that runs)
# is measured: not in --quick, to keep it under 15 minutes.
extra() { [[ $mode != quick ]]; }
# The period sweep has many configurations: at most 5 pairs (3 in
# --quick, which takes 14.5-15 min with 5); the grain sweep's curves take
# the median of fewer runs (the few-quanta comparison of the grain
# experiment has all the pairs).
sweep_pairs=$((pairs < 5 ? pairs : 5))
[[ $mode != quick ]] || sweep_pairs=3
case "$mode" in quick) sweep_runs=1 ;; full) sweep_runs=3 ;; smoke) sweep_runs=1 ;; esac
# Runs per rank count of the rank-count advice check (11), and its MM size.
case "$mode" in quick) ranks_runs=2 ranks_size=-DN=800 ;; full) ranks_runs=5 ranks_size=-DN=1000 ;;
  smoke) ranks_runs=1 ranks_size=-DN=200 ;; esac
[[ "$(nproc)" -ge 2 ]] || { echo "bench: error: needs 2 cores (2 ranks, one per core)" >&2; exit 2; }

"$root/scripts/setup.sh" "$root/scripts/bench-packages.txt" >&2
[[ -x "$build/bin/autolb" && -f "$build/lib/libautolb.so" ]] || "$root/scripts/build.sh" >&2
build="$(cd "$build" && pwd)"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

out="${ALB_BENCH_RESULTS:-$root/bench-results}/$(date +%Y%m%d-%H%M%S)-$mode"
mkdir -p "$out/bin"
csv="$out/runs.csv"
echo "experiment,case,config,pair,program_s,wall_s,moves,bytes_moved,block_size,load_taken_s,balancer_cpu_s,decisions,t_iteration_us,t_fixed_us,t_incr_ns,strip_m,quantum_ms,added_latency_us,predicted_efficiency,moves_gained,moves_not_gained" >"$csv"
cflags=(-std=gnu11 -ffp-contract=off -I "$root/include")

# Problem sizes: runs of about 3.5 s (quick) or 10 s (full) at 2 ranks, so
# that mpirun's start-up (about 0.35 s) stays near 10 % of the wall time or
# below. MM's time at a given N depends on the cache (4x between two of our
# machines): it has candidate sizes, the first whose sequential run takes
# min_seq_s or more is used (build_sized).
min_seq_s=0
if [[ $mode == smoke ]]; then
  declare -A sizes=([sor]="-DN=200 -DTSTEPS=20" [sor-small]="-DN=100 -DTSTEPS=40" [mm]="-DN=200"
    [mandelbrot]="-DH=200 -DW=200 -DMAXIT=200" [jacobi2d]="-DN=200 -DTSTEPS=20")
  grain_size="-DN=200 -DTSTEPS=20"
elif [[ $mode == quick ]]; then
  declare -A sizes=([sor]="-DN=2000 -DTSTEPS=300" [mm]="-DN=1260|-DN=1500|-DN=1800"
    [mandelbrot]="-DH=2000 -DW=2000 -DMAXIT=2000" [jacobi2d]="-DN=2000 -DTSTEPS=700")
  grain_size="-DN=2000 -DTSTEPS=100"
  min_seq_s=6
else
  declare -A sizes=([sor]="-DN=3000 -DTSTEPS=450" [sor-small]="-DN=1000 -DTSTEPS=1800" [mm]="-DN=1800|-DN=2040"
    [mandelbrot]="-DH=4000 -DW=4000 -DMAXIT=3000" [jacobi2d]="-DN=3000 -DTSTEPS=1400")
  grain_size="-DN=3000 -DTSTEPS=100"
  min_seq_s=16
fi
# The Polly peer's MM, built by clang-19 (1.5 to 2.5x slower than gcc's here),
# is sized on its own.
sizes[mm-clang]="${sizes[mm]}"

# Builds samples/KERNEL.c with DEFINES as NAME: the sequential program
# (NAME.seq, run once for its output and time) and the generated one, by
# mpicc's gcc at -O2, or by clang-19 at -O3 with CC=clang-19 (the Polly
# peer's compiler).
build_kernel() { # NAME KERNEL DEFINES [CC]
  local name="$1" kernel="$2" defines cc=(env) opt=-O2
  read -ra defines <<<"$3"
  [[ -z ${4:-} ]] || { cc=(env OMPI_CC="$4"); opt=-O3; }
  "${cc[@]}" mpicc "$opt" "${cflags[@]}" "${defines[@]}" "$root/samples/$kernel.c" -o "$out/bin/$name.seq" -lm
  "$build/bin/autolb" "$root/samples/$kernel.c" -o "$out/bin/$name.c" -- "${defines[@]}" \
    2>"$out/bin/$name.remarks" || { cat "$out/bin/$name.remarks" >&2; exit 1; }
  "${cc[@]}" mpicc "$opt" "${cflags[@]}" "${defines[@]}" "$out/bin/$name.c" -o "$out/bin/$name" \
    -L "$build/lib" -Wl,-rpath,"$build/lib" -lautolb -lm
  local start
  start=$(date +%s%N)
  "$out/bin/$name.seq" >"$out/bin/$name.expected"
  echo "sequential,$name,seq,0,$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.4f", (e - s) / 1e9 }'),,,,,,,,,,,,,,,," >>"$csv"
}

# Builds KERNEL as NAME (with build_kernel's CC) at the first of NAME's
# candidate sizes ("A|B|..." in sizes) whose sequential run takes
# min_seq_s or more (else the last), and keeps that size in sizes; only
# the kept build's sequential row stays.
build_sized() { # NAME KERNEL [CC]
  local candidates size
  IFS='|' read -ra candidates <<<"${sizes[$1]}"
  for size in "${candidates[@]}"; do
    build_kernel "$1" "$2" "$size" "${3:-}"
    sizes[$1]="$size"
    awk -F, -v min="$min_seq_s" 'END { exit !($5 >= min) }' "$csv" && return
    [[ $size == "${candidates[-1]}" ]] || sed -i '$d' "$csv"
  done
}

# One run of NAME's generated program; appends its CSV line.
run() { # EXPERIMENT CASE CONFIG PAIR NAME LOAD ENV...
  local experiment="$1" case="$2" config="$3" pair="$4" name="$5" load="$6"
  shift 6
  local launch=("$root/scripts/alb-mpirun" -np "$ranks" --timeout 600)
  [[ $ranks -gt $(nproc) ]] || launch+=(--bind)
  [[ -z "$load" ]] || launch+=(--load "$load")
  local start wall
  start=$(date +%s%N)
  rm -f "$out/last.json"
  env ALB_REPORT="$out/last.json" "$@" "${launch[@]}" "$out/bin/$name" >"$out/last.out" 2>"$out/last.err" ||
    { echo "bench: error: $experiment/$case/$config failed:" >&2; cat "$out/last.err" >&2; exit 1; }
  wall="$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.4f", (e - s) / 1e9 }')"
  local verdict
  verdict="$("$root/scripts/e2e.sh" --compare "$out/bin/$name.expected" "$out/last.out" "$out/bin/$name.remarks")" ||
    { echo "bench: error: $experiment/$case/$config: output differs from the sequential program's: $verdict" >&2; exit 1; }
  # The run-time's figures from its run report (docs/run-report-json.md);
  # the load's from alb-mpirun's line.
  local row t m b k bc d ti tf tn sm q al pe gained lost taken
  row="$("$root/scripts/alb-report-fields" --csv "$out/last.json" \
    "r['elapsed_seconds']" "r['totals']['moves']" "'%.0f' % r['totals']['bytes_moved']" \
    "pipeline['grain']['block_size']" "r['master']['decision_cpu_seconds']" "r['master']['decisions']" \
    "'%.4g' % (pipeline['grain']['model_t_iteration_seconds'] * 1e6)" \
    "'%.4g' % (pipeline['grain']['model_t_fixed_seconds'] * 1e6)" \
    "'%.4g' % (pipeline['grain']['model_t_incr_seconds_per_column'] * 1e9)" \
    "pipeline['grain']['strip_trip_count']" "'%.3g' % (r['startup']['quantum_seconds'] * 1e3)" \
    "'%.3g' % (r['options']['added_latency_seconds'] * 1e6)" "'%.2f' % pipeline['grain']['predicted_efficiency']" \
    "sum(m['realized_reduction'] > 0 for m in judged)" "sum(m['realized_reduction'] <= 0 for m in judged)")" ||
    { echo "bench: error: no run report from $name:" >&2; cat "$out/last.err" >&2; exit 1; }
  IFS=, read -r t m b k bc d ti tf tn sm q al pe gained lost <<<"$row"
  taken="$(awk '/alb-mpirun: load:.*(took|throttled)/ { for (i = 1; i <= NF; ++i) if ($(i + 1) == "s" && ($(i - 1) == "took" || $(i - 1) == "throttled")) l = $i } END { print l }' "$out/last.err")"
  echo "$experiment,$case,$config,$pair,$t,$wall,$m,$b,$k,$taken,$bc,$d,$ti,$tf,$tn,$sm,$q,$al,$pe,$gained,$lost" >>"$csv"
}

# PAIRS pairs of static and balanced runs of NAME under LOAD, in turn;
# with "ablate", each pair goes on with the balancer's guards switched off
# one at a time (experiment ablation-EXPERIMENT, whose ratios are to the
# same pair's balanced run): the rate filter, the noise gate, persistence,
# the imbalance threshold (tfract 0: move on any predicted gain), the
# profitability check, the coupled-nest model; in --quick, over the first
# sweep_pairs pairs only.
# A pipelined kernel's runs all use one block size, the median of those
# three searching runs under the same load chose before the pairs: the
# runs' own grain searches chose SOR's block anywhere from 13 to 144 in 26
# runs on a dedicated machine, a spread that is not the balancer's
# (sections 1-2 measure the grain).
guards=(no-filter:ALB_FILTER=0 no-noise-gate:ALB_NOISE_GATE=0 no-persistence:ALB_PERSISTENCE=0
  no-threshold:ALB_TFRACT=0 no-profitability:ALB_PROFITABILITY=0 no-coupling:ALB_COUPLING=0)
compare() { # EXPERIMENT CASE NAME LOAD [ablate]
  local ablate=${5:-} pinned=() search blocks=() guard
  if grep -q "pipelined" "$out/bin/$3.remarks"; then
    for search in 1 2 3; do
      run "block-search-$1" "$2" search "$search" "$3" "$4" ALB_BALANCE=0
      blocks+=("$(tail -n 1 "$csv" | cut -d, -f9)")
    done
    pinned=(ALB_BLOCKSIZE="$(printf '%s\n' "${blocks[@]}" | sort -n | sed -n 2p)")
  fi
  echo "bench: $1 / $2 ($pairs pairs${ablate:+, with ablations}${pinned:+, ${pinned[*]}})" >&2
  for ((p = 1; p <= pairs; p++)); do
    run "$1" "$2" static "$p" "$3" "$4" ALB_BALANCE=0 "${pinned[@]}"
    run "$1" "$2" balanced "$p" "$3" "$4" ALB_BALANCE=1 "${pinned[@]}"
    [[ -n $ablate ]] && { [[ $mode != quick ]] || ((p <= sweep_pairs)); } || continue
    for guard in "${guards[@]}"; do
      run "ablation-$1" "$2" "${guard%%:*}" "$p" "$3" "$4" "${guard#*:}" "${pinned[@]}"
    done
  done
}
# "ablate" for the kernels whose comparisons carry the ablations: the
# block-tied ones (the chunked ones make no moves), SOR (and Jacobi-2D
# outside --quick), when the ablation experiment runs.
ablate_for() { # KERNEL
  want ablation && [[ $1 == sor || ($1 == jacobi2d && $mode != quick) ]] && echo ablate
}

# Jacobi-2D serves, outside --quick, the dedicated comparison, the
# ablations and the oscillating load.
for kernel in sor mm mandelbrot jacobi2d; do
  [[ $kernel != jacobi2d ]] || { extra && { want dedicated || want ablation || want oscillating; }; } || continue
  build_sized "$kernel" "$kernel"
  echo "$kernel,${sizes[$kernel]}" >>"$out/sizes.csv"
done
# SOR at a second size (4x shorter sweeps, as many rows per 100 ms quota
# period as 4x more sweeps) for the oscillating load, outside --quick.
if extra && want oscillating; then
  build_kernel sor-small sor "${sizes[sor-small]}"
  echo "sor-small,${sizes[sor-small]}" >>"$out/sizes.csv"
fi
build_kernel sor-grain sor "$grain_size"
echo "sor-grain,$grain_size" >>"$out/sizes.csv"

can_quota=1
[[ $(id -u) -eq 0 ]] || { can_quota=0; echo "bench: not root: the CPU-quota experiments are skipped" >&2; }

# 1. Grain size ([S97] Fig. 8): fixed block sizes against the model's
# choice alone (ALB_GRAIN_SEARCH=0) and the automatic one (the model's, then
# searched), in turn; then all again with a delay added to every pipeline
# message (ALB_ADDED_LATENCY; t_fixed rises, the chosen block grows). The
# summary's grain-model line gives the model's predicted curve. 50 us puts
# the model's block near 150 columns here, against about 10 without.
grain_latency=0.00005
if want grain; then
  for latency in 0 "$grain_latency"; do
    experiment=grain
    [[ $latency == 0 ]] || experiment=grain-latency
    echo "bench: grain size, added latency $latency s ($sweep_runs runs each)" >&2
    for ((p = 1; p <= sweep_runs; p++)); do
      for block in 8 16 32 64 128 256 512; do
        run "$experiment" sor "block=$block" "$p" sor-grain "" ALB_BALANCE=0 ALB_BLOCKSIZE="$block" \
          ALB_ADDED_LATENCY="$latency"
      done
      run "$experiment" sor model "$p" sor-grain "" ALB_BALANCE=0 ALB_GRAIN_SEARCH=0 ALB_ADDED_LATENCY="$latency"
      run "$experiment" sor auto "$p" sor-grain "" ALB_BALANCE=0 ALB_ADDED_LATENCY="$latency"
    done
  done
fi

# 2. A fixed grain of a few scheduling quanta against the automatic one
# ([S97] Fig. 9: 1.5 quanta, small communication overhead but a long
# pipeline fill and drain), in pairs: each pair's block size is 1.5 quanta
# over the t_iteration its automatic run measured (clamped to m by the
# run-time).
quanta=1.5
want grain && echo "bench: grain of $quanta quanta against the automatic grain ($pairs pairs)" >&2
want grain && for ((p = 1; p <= pairs; p++)); do
  run quanta sor auto "$p" sor-grain "" ALB_BALANCE=0
  block="$(awk -F, -v q="$quanta" 'END { b = q * $17 * 1e3 / $13; printf "%d", b < 1 ? 1 : b + 0.5 }' "$csv")"
  run quanta sor "quanta=$quanta" "$p" sor-grain "" ALB_BALANCE=0 ALB_BLOCKSIZE="$block"
done

# 3. Dedicated machine: what balancing costs when there is nothing to gain.
want dedicated || want ablation && for kernel in sor mm mandelbrot $(extra && echo jacobi2d); do
  want dedicated || [[ -n $(ablate_for "$kernel") ]] || continue
  compare dedicated "$kernel" "$kernel" "" $(ablate_for "$kernel")
done

# 4. Constant load on rank 1: a 50 % CPU quota, and a busy process.
if [[ $can_quota -eq 1 ]] && want quota; then
  for kernel in sor mm mandelbrot; do
    compare quota "$kernel" "$kernel" "1:quota=50%"
  done
fi
want hog && for kernel in sor mm mandelbrot; do
  compare hog "$kernel" "$kernel" "1:hog"
done

# 5. Oscillating load ([S97] Figs. 25-30, periods scaled to this machine):
# a 50 % quota on rank 1 for half of a slow (4 s) and a fast (0.4 s)
# period, on SOR and MM (--quick: MM under the fast one only; --full: SOR
# at two sizes); the ablations (6) run under the slow one.
slow_load="1:quota=50%,period=4" fast_load="1:quota=50%,period=0.4"
if [[ $can_quota -eq 1 ]] && { want oscillating || want ablation; }; then
  for kernel in sor $(extra && echo sor-small) mm $(extra && echo jacobi2d); do
    want oscillating || [[ -n $(ablate_for "$kernel") ]] || continue
    compare oscillating-slow "$kernel" "$kernel" "$slow_load" $(ablate_for "$kernel")
  done
  want oscillating && for kernel in $(extra && echo sor sor-small) mm; do
    compare oscillating-fast "$kernel" "$kernel" "$fast_load"
  done
fi

# 7. The balancing period ([S97] Fig. 19): MM's time and efficiency
# against the quanta per measurement period (ALB_QUANTUMSCALE, default 10)
# under the slow oscillating load (a busy process without root).
if want period; then
  period_load="$slow_load"
  [[ $can_quota -eq 1 ]] || period_load="1:hog"
  scales="1.25 2.5 5 20 40 80"
  extra || scales="2.5 40"
  echo "bench: period / mm ($sweep_pairs pairs)" >&2
  for ((p = 1; p <= sweep_pairs; p++)); do
    run period mm quantumscale=10 "$p" mm "$period_load" ALB_BALANCE=1
    for scale in $scales; do
      run period mm "quantumscale=$scale" "$p" mm "$period_load" ALB_QUANTUMSCALE="$scale"
    done
  done
fi

# 8. Peers: OpenMP with two threads pinned one per core, each schedule,
# dedicated and with a busy process on core 1 (--quick: the busy process,
# the dynamic schedule, one run); the same kernels' autolb balanced runs
# come from experiments 3 and 4. Built by mpicc -O2 -fopenmp, the compiler
# and flags of the autolb side (another compiler would compare compilers,
# not schedulers; until 9f7265d the peer was built without -O2 and ran
# 4.4x slower than the sequential program).
omp_peer() { # NAME KERNEL NTH: the pragma goes before the NTH outer i loop
  awk -v n="$3" '/^  for \(int i = 0;/ && ++seen == n { print "#pragma omp parallel for schedule(runtime)" } { print }' \
    "$root/samples/$2.c" >"$out/bin/$1.omp.c"
  local defines
  read -ra defines <<<"${sizes[$2]}"
  mpicc -O2 -fopenmp "${cflags[@]}" "${defines[@]}" "$out/bin/$1.omp.c" -o "$out/bin/$1.omp" -lm
}
omp_runs=$pairs
extra || omp_runs=1
want openmp && omp_peer mm mm 2
want openmp && omp_peer mandelbrot mandelbrot 1
want openmp && for kernel in mm mandelbrot; do
  for load in $(extra && echo dedicated) hog; do
    echo "bench: openmp / $kernel, $load" >&2
    for ((p = 1; p <= omp_runs; p++)); do
      for schedule in $(extra && echo static) dynamic $(extra && echo guided); do
        hog=""
        if [[ $load == hog ]]; then
          taskset -c 1 bash -c 'while :; do :; done' &
          hog=$!
        fi
        start=$(date +%s%N)
        OMP_NUM_THREADS=2 OMP_PROC_BIND=true OMP_PLACES=cores OMP_SCHEDULE="$schedule" \
          "$out/bin/$kernel.omp" >"$out/last.out"
        wall="$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.4f", (e - s) / 1e9 }')"
        [[ -z "$hog" ]] || { kill "$hog"; wait "$hog" 2>/dev/null || true; }
        cmp -s "$out/last.out" "$out/bin/$kernel.expected" ||
          { echo "bench: error: OpenMP $kernel ($schedule) output differs from the sequential program's" >&2; exit 1; }
        echo "openmp-$load,$kernel,omp-$schedule,$p,$wall,$wall,,,,,,,,,,,,,,," >>"$csv"
      done
    done
  done
done

# 9. Peers: Polly's parallel code (clang-19 -O3 -mllvm -polly -mllvm
# -polly-parallel -fopenmp, libomp, two threads pinned one per core),
# against autolb's balanced run built by the same clang-19 at -O3
# (mm-clang), in pairs on a dedicated machine; the times compared are
# wall times of the whole process on both sides (mpirun start-up counted
# against autolb). polly.csv lists, per kernel and flag set, Polly's
# parallel functions and the source lines of the code in them (the debug
# locations in the optimized IR of a -g build; the functions themselves
# have no line). With the flags above Polly applies its matrix-multiply
# pattern (packed, tiled, sequential) and parallelizes nothing of MM; with
# -polly-pattern-matching-based-opts=false it runs MM's i loop in
# parallel. It parallelizes only SOR's initialization (the sweeps carry
# dependences both ways) and nothing of Mandelbrot (a while loop, not a
# SCoP), so MM alone is timed; Polly's default MM is timed outside --quick.
polly_flags=(-O3 -mllvm -polly -mllvm -polly-parallel -fopenmp "${cflags[@]}")
declare -A polly_variants=([polly]="" [polly-nopattern]="-mllvm -polly-pattern-matching-based-opts=false")
if want polly; then
  build_sized mm-clang mm clang-19
  echo "mm-clang,${sizes[mm-clang]}" >>"$out/sizes.csv"
  echo "kernel,config,parallel_functions,lines" >"$out/polly.csv"
  for kernel in mm sor mandelbrot; do
    name=$kernel
    [[ $kernel != mm ]] || name=mm-clang
    read -ra defines <<<"${sizes[$name]}"
    for variant in polly polly-nopattern; do
      read -ra vflags <<<"${polly_variants[$variant]}"
      clang-19 "${polly_flags[@]}" "${vflags[@]}" "${defines[@]}" "$root/samples/$kernel.c" \
        -o "$out/bin/$kernel.$variant" -lm
      ir="$out/bin/$kernel.$variant.ll"
      clang-19 -g -S -emit-llvm "${polly_flags[@]}" "${vflags[@]}" "${defines[@]}" "$root/samples/$kernel.c" -o "$ir"
      awk -v kernel="$kernel" -v variant="$variant" '
        NR == FNR { if (match($0, /^![0-9]+ = !DILocation\(line: [0-9]+/)) {
            split(substr($0, 2, RLENGTH - 1), f, / = !DILocation\(line: /); line[f[1]] = f[2] }
          next }
        /^define .*polly_subfn/ { inside = 1; ++functions }
        inside && /^}/ { inside = 0 }
        inside { while (match($0, /!dbg ![0-9]+/)) {
            id = substr($0, RSTART + 6, RLENGTH - 6); if (line[id] > 0) seen[line[id]] = 1; $0 = substr($0, RSTART + RLENGTH) } }
        END { n = 0; for (l in seen) sorted[++n] = l + 0
          for (i = 1; i <= n; ++i) for (j = i + 1; j <= n; ++j) if (sorted[j] < sorted[i]) { t = sorted[i]; sorted[i] = sorted[j]; sorted[j] = t }
          printf "%s,%s,%d,", kernel, variant, functions
          for (i = 1; i <= n; ++i) printf "%s%s", sorted[i], i < n ? " " : ""
          print "" }' "$ir" "$ir" >>"$out/polly.csv"
    done
  done
  echo "bench: polly / mm ($omp_runs pairs)" >&2
  for ((p = 1; p <= omp_runs; p++)); do
    run polly mm balanced "$p" mm-clang "" ALB_BALANCE=1
    for variant in polly-nopattern $(extra && echo polly); do
      start=$(date +%s%N)
      OMP_NUM_THREADS=2 OMP_PROC_BIND=true OMP_PLACES=cores "$out/bin/mm.$variant" >"$out/last.out"
      wall="$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.4f", (e - s) / 1e9 }')"
      verdict="$("$root/scripts/e2e.sh" --compare "$out/bin/mm-clang.expected" "$out/last.out" "$out/bin/mm-clang.remarks")" ||
        { echo "bench: error: Polly mm ($variant) output differs from the sequential program's: $verdict" >&2; exit 1; }
      echo "polly,mm,$variant,$p,$wall,$wall,,,,,,,,,,,,,,," >>"$csv"
    done
  done
fi

# 9b. Peers side by side, the choices a user has on one node for
# samples/mm.c, jacobi2d.c and sor.c: the sequential program (pinned to
# core 0), autolb at 1 and 2 ranks, OpenMP with the static and the dynamic
# schedule, Polly's parallel code, autolb's output built with Polly
# (scripts/autolb-mpicc --polly, with the run-time's defaults and with
# ALB_BALANCE=0, the static blocks the README advises for Polly on a
# dedicated node) and, for SOR, the hand-written MPI SOR
# (bench/sor/sor_hand.c) at the block size the same round's 2-rank autolb
# run chose. All at -O3 -ffp-contract=off: gcc (mpicc) for the sequential,
# autolb, OpenMP and hand-written programs, clang-19 for the two with Polly.
# Two threads or ranks pinned one per core, dedicated and with a busy
# process on core 1 (started before the launch), in rounds: every
# configuration once, in turn, per round. Each run records its wall time
# (the whole process, mpirun's start-up included) and its time inside the
# program: autolb's from its run report, the hand-written SOR's from its
# own line, the others' from bench/peers/elapsed.c linked beside the
# unmodified sample (before main to exit). The OpenMP variant is the sample
# with "#pragma omp parallel for schedule(runtime)" before the i loops of
# its computation (peer_omp_loops: their ordinals among the sample's
# "for (int i" loops); SOR has none, its sweeps carry dependences both ways.
if [[ $mode == smoke ]]; then
  declare -A peer_sizes=([mm]="-DN=120" [jacobi2d]="-DN=120 -DTSTEPS=10" [sor]="-DN=120 -DTSTEPS=10")
else
  declare -A peer_sizes=([mm]="-DN=1500" [jacobi2d]="-DN=3000 -DTSTEPS=100" [sor]="-DN=2000 -DTSTEPS=200")
fi
declare -A peer_omp_loops=([mm]="2" [jacobi2d]="2 3")
# Three rounds in --quick, as many as pairs otherwise.
peer_rounds=$pairs
[[ $mode != quick ]] || peer_rounds=3
peer_omp_env=(OMP_NUM_THREADS=2 OMP_PROC_BIND=true OMP_PLACES=cores)
peer_launch=("$root/scripts/alb-mpirun" --timeout 600 --bind)
# One run of KERNEL's CONFIG under LOAD (dedicated or busy); TIMER says
# where its in-program time is: report, elapsed or hand. The first
# sequential run's output is the one every other is compared with.
peer_run() { # LOAD KERNEL CONFIG ROUND TIMER COMMAND...
  local load="$1" kernel="$2" config="$3" round="$4" timer="$5" hog="" start wall status=0 t="" block="" verdict
  shift 5
  if [[ $load == busy ]]; then
    # It stops with this script too, should the script be interrupted.
    taskset -c 1 bash -c 'while kill -0 '"$$"' 2>/dev/null; do :; done' &
    hog=$!
  fi
  rm -f "$out/last.json"
  start=$(date +%s%N)
  env ALB_REPORT="$out/last.json" "$@" >"$out/last.out" 2>"$out/last.err" || status=$?
  wall="$(awk -v s="$start" -v e="$(date +%s%N)" 'BEGIN { printf "%.4f", (e - s) / 1e9 }')"
  [[ -z $hog ]] || { kill "$hog"; wait "$hog" 2>/dev/null || true; }
  [[ $status -eq 0 ]] || { echo "bench: error: peers/$kernel/$config ($load) failed:" >&2; cat "$out/last.err" >&2; exit 1; }
  case "$timer" in
    report) IFS=, read -r t block < <("$root/scripts/alb-report-fields" --csv "$out/last.json" \
        "r['elapsed_seconds']" "pipeline['grain']['block_size']") ;;
    elapsed) t="$(sed -n 's/^elapsed \([0-9.]*\) s before main to exit$/\1/p' "$out/last.err")" ;;
    hand) t="$(sed -n 's/.*: \([0-9.]*\) s from MPI_Init to the end.*/\1/p' "$out/last.err")" ;;
  esac
  [[ -n $t ]] || { echo "bench: error: peers/$kernel/$config ($load): no in-program time:" >&2; cat "$out/last.err" >&2; exit 1; }
  [[ -f $out/bin/peer-$kernel.expected ]] || cp "$out/last.out" "$out/bin/peer-$kernel.expected"
  verdict="$("$root/scripts/e2e.sh" --compare "$out/bin/peer-$kernel.expected" "$out/last.out" \
    "$out/bin/peer-$kernel.remarks")" ||
    { echo "bench: error: peers/$kernel/$config ($load): output differs from the sequential program's: $verdict" >&2; exit 1; }
  echo "peers-$load,$kernel,$config,$round,$t,$wall,,,$block,,,,,,,,,,,," >>"$csv"
}
if want peers; then
  peer_cflags=(-O3 "${cflags[@]}")
  for kernel in mm jacobi2d sor; do
    read -ra defines <<<"${peer_sizes[$kernel]}"
    echo "peer-$kernel,${peer_sizes[$kernel]}" >>"$out/sizes.csv"
    bin="$out/bin/peer-$kernel" source="$root/samples/$kernel.c" elapsed="$root/bench/peers/elapsed.c"
    mpicc "${peer_cflags[@]}" "${defines[@]}" "$source" "$elapsed" -o "$bin.seq" -lm
    "$build/bin/autolb" "$source" -o "$bin.c" -- "${defines[@]}" 2>"$bin.remarks" ||
      { cat "$bin.remarks" >&2; exit 1; }
    mpicc "${peer_cflags[@]}" "${defines[@]}" "$bin.c" -o "$bin" -L "$build/lib" -Wl,-rpath,"$build/lib" -lautolb -lm
    ALB_BUILD_DIR="$build" "$root/scripts/autolb-mpicc" --polly "${peer_cflags[@]}" "${defines[@]}" "$source" \
      -o "$bin.autolb-polly"
    clang-19 -O3 -mllvm -polly -mllvm -polly-parallel -fopenmp "${cflags[@]}" "${defines[@]}" "$source" "$elapsed" \
      -o "$bin.polly" -lm
    if [[ -n ${peer_omp_loops[$kernel]:-} ]]; then
      awk -v loops=" ${peer_omp_loops[$kernel]} " '/^ *for \(int i = / && index(loops, " " ++seen " ") {
          match($0, /^ */); print substr($0, 1, RLENGTH) "#pragma omp parallel for schedule(runtime)" } { print }' \
        "$source" >"$bin.omp.c"
      [[ $(grep -c '^ *#pragma omp' "$bin.omp.c") -eq $(wc -w <<<"${peer_omp_loops[$kernel]}") ]] ||
        { echo "bench: error: peers: $kernel's OpenMP loops ${peer_omp_loops[$kernel]} not found" >&2; exit 1; }
      mpicc -fopenmp "${peer_cflags[@]}" "${defines[@]}" "$bin.omp.c" "$elapsed" -o "$bin.omp" -lm
    fi
    [[ $kernel != sor ]] || mpicc "${peer_cflags[@]}" "${defines[@]}" "$root/bench/sor/sor_hand.c" -o "$bin.hand" -lm
    echo "bench: peers / $kernel ($peer_rounds rounds, dedicated and busy)" >&2
    for ((p = 1; p <= peer_rounds; p++)); do
      for load in dedicated busy; do
        peer_run "$load" "$kernel" seq "$p" elapsed taskset -c 0 "$bin.seq"
        peer_run "$load" "$kernel" autolb-1 "$p" report "${peer_launch[@]}" -np 1 "$bin"
        peer_run "$load" "$kernel" autolb-2 "$p" report "${peer_launch[@]}" -np 2 "$bin"
        block="$(tail -n 1 "$csv" | cut -d, -f9)"
        if [[ -n ${peer_omp_loops[$kernel]:-} ]]; then
          for schedule in static dynamic; do
            peer_run "$load" "$kernel" "omp-$schedule" "$p" elapsed \
              env "${peer_omp_env[@]}" OMP_SCHEDULE="$schedule" "$bin.omp"
          done
        fi
        peer_run "$load" "$kernel" polly "$p" elapsed env "${peer_omp_env[@]}" "$bin.polly"
        peer_run "$load" "$kernel" autolb-polly "$p" report "${peer_launch[@]}" -np 2 "$bin.autolb-polly"
        peer_run "$load" "$kernel" autolb-polly-static "$p" report \
          env ALB_BALANCE=0 "${peer_launch[@]}" -np 2 "$bin.autolb-polly"
        [[ $kernel != sor ]] || peer_run "$load" "$kernel" hand "$p" hand "${peer_launch[@]}" -np 2 "$bin.hand" "${block:-64}"
      done
    done
  done
fi

# 10. The balancer's decision time against P ([S97]: O(P log P)), from the
# policy's microbenchmark (one process, no MPI).
if want decision; then
  echo "bench: decision time against P" >&2
  min_time=()
  [[ $mode != smoke ]] || min_time=(--benchmark_min_time=0.01)
  "$build/bin/policy_bench" --benchmark_format=json "${min_time[@]}" >"$out/decision.json"
fi

# 11. Rank-count advice ([C06] §6): MM at 1, 2, 3 and 4 ranks in turn,
# dedicated, each run's report kept (ranks-NP-RUN.json): the report sets
# the curve a 2-rank run predicts beside the times measured at each count.
# More ranks than cores run unbound and share them: their times say what
# this machine does, not what the model predicts for 3 or 4 processors.
if want ranks; then
  build_kernel mm-ranks mm "$ranks_size"
  echo "mm-ranks,$ranks_size" >>"$out/sizes.csv"
  echo "bench: rank-count advice / mm at 1-4 ranks ($ranks_runs runs each)" >&2
  for ((p = 1; p <= ranks_runs; p++)); do
    for np in 1 2 3 4; do
      # One rank runs its nests as written unless told otherwise; the
      # advice's time at one rank is the nest's through the run-time.
      replicate=1
      [[ $np -gt 1 ]] || replicate=0
      ranks=$np run ranks mm "np=$np" "$p" mm-ranks "" ALB_BALANCE=1 ALB_REPLICATE="$replicate"
      cp "$out/last.json" "$out/ranks-$np-$p.json"
    done
  done
fi

report="$root/docs/benchmarks.md"
[[ $mode != smoke && -z $only ]] || report="$out/benchmarks.md"
# Debian's python3, which has python3-matplotlib (a python3 earlier on PATH may not).
/usr/bin/python3 "$root/scripts/bench-report.py" "$out" "$report" "$mode${only:+ --only $only}" "$pairs"
