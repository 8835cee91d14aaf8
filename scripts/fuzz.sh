#!/usr/bin/env bash
# Random differential testing: random C programs (csmith's, and the loop
# nests of test/harness/gen-loops.py) are compiled sequentially, rewritten by
# autolb, built against libautolb and run at several rank counts in three
# run-time modes; stdout must equal the sequential program's.
#
#   scripts/fuzz.sh [--short | --long N] [--seed S]
#                   [--generator csmith|loops|loops-c89|loops-cxx|both]
#                   [--ranks "1 2 3 4"] [--timeout S] [--keep DIR]
#                   [--reduce] [--reduce-time S] [--results FILE] [--max-time S]
#                   [--sanitize] [--rotate-modes] [--program NAME]...
#
#   --short        a fixed set (csmith seeds 1-3, one per option set,
#                  gen-loops.py seeds 1-6 and gen-loops.py --c89 seed 1, at 1
#                  and 2 ranks, with --sanitize): the ctest entry fuzz.short
#   --long N       N programs (default without --short/--long: 10)
#   --seed S       first seed (default 1); program k uses seed S + k
#   --generator    loops, loops-c89 (gen-loops.py --c89: C89 programs,
#                  built with -std=gnu89), loops-cxx (gen-loops.py --cxx:
#                  C++ programs, prog.cpp, rewritten into C++ and built
#                  with mpicxx -std=gnu++17 and clang++-19 where clang-19
#                  builds C), csmith, or both (default;
#                  loops and csmith alternating, csmith cycling through its
#                  option sets)
#   --ranks LIST   rank counts (default "1 2 3 4"; --short: "1 2")
#   --timeout S    limit of one MPI run (default 60); a run that exceeds it
#                  is a hang. The sequential run has 5 s (csmith programs
#                  may loop forever; those are skipped).
#   --keep DIR     keep every program's work directory in DIR (otherwise
#                  only failing ones are kept, in a directory printed at the
#                  end)
#   --reduce       reduce each failure with cvise (or creduce), time-boxed
#                  by --reduce-time (default 900 s), with a check that re-runs
#                  only the failing configuration and keeps the program valid
#                  (strict -Werror=..., clean under UBSan, ASan and MSan);
#                  the result goes to
#                  test/fuzz-found/GENERATOR-SEED-CLASS.c
#   --results FILE one tab-separated line per program (seed, generator,
#                  class, configuration, distributed loops, detail)
#   --max-time S   start no new program after S seconds (long batches)
#   --program NAME run only this program, named as in the output (e.g.
#                  loops-1018, csmith-arrays-1167); may be repeated
#   --sanitize     also build each gen-loops.py program with UBSan and ASan
#                  (it must run cleanly and print the same) and with MSan
#                  (clang-19; no read of uninitialized memory); a failure
#                  is a generator bug. Then its MPI program is built with
#                  ASan and UBSan too, by the compiler that built libautolb,
#                  and linked with the sanitized run-time (lib/sanitized):
#                  any sanitizer report in a run is the class "sanitizer"
#   --rotate-modes each rank count runs one mode instead of all, the mode
#                  rotating with the seed and the rank count (program with
#                  seed S at N ranks: mode number (S + N) mod M of the M
#                  modes below), so that M consecutive programs run every
#                  mode at every rank count: for batches of thousands of
#                  programs, a fifth of the runs
#
# For each program, under its standard STD (-std=gnu11, or the one a line
# "/* Compile with -std=STD. */" of the program names; a C++ program,
# prog.cpp, has gnu++17, mpicxx and clang++-19 in place of mpicc and
# clang-19 below, and mpi.cpp in place of mpi.c):
#   sequential build  mpicc -std=STD -O1 -ffp-contract=off -fno-ipa-modref
#                     -fno-ipa-pure-const -w (csmith's
#                     headers from /usr/include/csmith) and a 5 s run; a
#                     failure there is "skipped" (for gen-loops.py programs,
#                     which must always work, it also fails the run)
#   rewrite           autolb PROGRAM -o mpi.c -- -std=STD ...
#   MPI build         same flags, linked with libautolb; and the generated
#                     code must compile wherever the program does: with
#                     mpicc and with clang-19, each that accepts the program
#                     under -std=STD's strict form (-std=c89 for gnu89) and
#                     -pedantic-errors must accept mpi.c so
#   runs              each rank count x the modes of scripts/lib/modes.sh:
#                     balanced, static, stress and, except with --short
#                     (kept at about a minute), counter (rank 0's chunk
#                     counter with DAF instead of work stealing) and fac2
#                     (the same with FAC2 chunks); through
#                     scripts/alb-mpirun --timeout, compared as by
#                     scripts/e2e.sh --compare (bitwise, or within the
#                     tolerance autolb announces for a reassociated
#                     floating-point reduction); stops at the first failure.
#                     The environment must not set the variables the modes
#                     set (exit status 2)
# Classes: pass, tool-crash (autolb killed by a signal), tool-error (autolb
# exits with an error: it refused the program), compile-error (the generated
# code does not compile, or not where the program does), wrong-output,
# run-crash, sanitizer (an MPI run under --sanitize reported a memory error
# or undefined behaviour), hang (an MPI run or autolb itself timed out),
# skipped. One line per program, then a summary line with the count of each
# class, per generator, and of programs with at least one loop distributed.
# Exit status 1 on any tool-crash, compile-error, wrong-output, run-crash,
# sanitizer or hang (or a gen-loops.py program that fails sequentially), 2
# on bad usage.
#
# A failure in the balanced or stress mode may depend on timing (the
# balancer measures; stress moves at interactions that timing decides), so
# it may not show on every run: re-run one with --program NAME.
#
# Environment: ALB_BUILD_DIR (default build/; built with scripts/build.sh
# if autolb or libautolb is missing).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/pipeline.sh
source "$root/scripts/lib/pipeline.sh"

usage() {
  cat >&2 <<'EOF'
usage: scripts/fuzz.sh [--short | --long N] [--seed S]
                       [--generator csmith|loops|loops-c89|loops-cxx|both]
                       [--ranks "1 2 3 4"] [--timeout S] [--keep DIR]
                       [--reduce] [--reduce-time S] [--results FILE] [--max-time S]
                       [--sanitize] [--rotate-modes] [--program NAME]...
EOF
  exit 2
}

count=10
seed=1
generator=both
ranks=""
run_timeout=60
seq_timeout=5
keep=""
reduce=0
reduce_time=900
results=""
max_time=0
sanitize=0
rotate_modes=0
short=0
long=0
only=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --short) short=1; sanitize=1; shift ;;
    --sanitize) sanitize=1; shift ;;
    --rotate-modes) rotate_modes=1; shift ;;
    --long) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; count="$2"; long=1; shift 2 ;;
    --seed) [[ $# -ge 2 && "$2" =~ ^[0-9]+$ ]] || usage; seed="$2"; shift 2 ;;
    --generator)
      [[ $# -ge 2 ]] || usage
      case "$2" in csmith|loops|loops-c89|loops-cxx|both) generator="$2" ;; *) usage ;; esac
      shift 2 ;;
    --ranks) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9\ ]*$ ]] || usage; ranks="$2"; shift 2 ;;
    --timeout) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; run_timeout="$2"; shift 2 ;;
    --keep) [[ $# -ge 2 ]] || usage; keep="$2"; shift 2 ;;
    --reduce) reduce=1; shift ;;
    --reduce-time) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; reduce_time="$2"; shift 2 ;;
    --results) [[ $# -ge 2 ]] || usage; results="$2"; shift 2 ;;
    --max-time) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; max_time="$2"; shift 2 ;;
    --program)
      [[ $# -ge 2 && "$2" =~ ^(loops|loops-c89|loops-cxx|csmith-default|csmith-nostruct|csmith-arrays)-[0-9]+$ ]] || usage
      only+=("$2"); shift 2 ;;
    -h|--help) usage ;;
    *) echo "fuzz: error: unknown argument '$1'" >&2; usage ;;
  esac
done

if [[ $short -eq 1 && $long -eq 1 ]]; then
  echo "fuzz: error: --short and --long exclude each other" >&2
  usage
fi

# The program list: "GENERATOR SEED" lines. csmith option sets by name.
declare -A csmith_opts=(
  [csmith-default]=""
  [csmith-nostruct]="--no-pointers --no-unions --no-structs --no-bitfields --max-array-dim 2"
  # Arrays and loops without what autolb leaves alone anyway: no pointers,
  # volatiles, jumps or structs; bigger, deeper arrays.
  [csmith-arrays]="--no-pointers --no-unions --no-structs --no-bitfields --no-volatiles --no-jumps --max-array-dim 3 --max-array-len-per-dim 16"
)
csmith_sets=(csmith-default csmith-nostruct csmith-arrays)
programs=()
if [[ ${#only[@]} -gt 0 ]]; then
  for name in "${only[@]}"; do programs+=("${name%-*} ${name##*-}"); done
elif [[ $short -eq 1 ]]; then
  [[ -n "$ranks" ]] || ranks="1 2"
  for k in 0 1 2; do programs+=("${csmith_sets[$k]} $((seed + k))"); done
  # Seed 1 found the live-out inner induction variable bug.
  for k in 0 1 2 3 4 5; do programs+=("loops $((seed + k))"); done
  programs+=("loops-c89 $seed")
else
  for ((k = 0; k < count; k++)); do
    s=$((seed + k))
    case "$generator" in
      loops | loops-c89 | loops-cxx) programs+=("$generator $s") ;;
      csmith) programs+=("${csmith_sets[$((k % 3))]} $s") ;;
      both)
        if ((k % 2 == 0)); then programs+=("loops $s")
        else programs+=("${csmith_sets[$(((k / 2) % 3))]} $s"); fi ;;
    esac
  done
fi
[[ -n "$ranks" ]] || ranks="1 2 3 4"
read -r -a ranks <<<"$ranks"
# The counter's schedules of independent nests (FAC2, and DAF, instead of
# the default work stealing) are only run
# outside --short, whose duration stays as it was.
modes=("${alb_modes[@]}")
[[ $short -eq 0 ]] || modes=(balanced static stress)
alb_mode_check_inherited fuzz || exit 2

for p in "${programs[@]}"; do
  if [[ "$p" == csmith* ]] && ! command -v csmith >/dev/null; then
    echo "fuzz: error: csmith is not installed (scripts/setup.sh installs it)" >&2
    exit 2
  fi
done
csmith_include=""
for dir in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
  if [[ -f "$dir/csmith.h" ]]; then csmith_include="$dir"; break; fi
done
reducer=""
if [[ $reduce -eq 1 ]]; then
  if command -v cvise >/dev/null; then reducer=cvise
  elif command -v creduce >/dev/null; then reducer=creduce
  else echo "fuzz: warning: --reduce: neither cvise nor creduce is installed; not reducing" >&2
  fi
fi

alb_ensure_build fuzz
build="$alb_build"
autolb="$build/bin/autolb"

work="$(mktemp -d "${TMPDIR:-/tmp}/alb-fuzz.XXXXXX")"
failed_dir=""
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
if [[ -n "$keep" ]]; then
  mkdir -p "$keep"
  keep="$(cd "$keep" && pwd)"
fi
export ALB_QUIET=1
[[ -z "$results" ]] || : >"$results"

# Every build of a program is under its own standard (std, per program).
# GCC 12.2 (mpicc's) drops two calls in a row of a helper that updates a
# static array in place (wrong code at -O1, gen-loops.py --c89 9000484,
# test/fuzz-found/gcc12-repeated-call-dropped.c); its interprocedural
# side-effect analyses cause it together, so GCC builds go without them.
# clang, which MSan and --sanitize's MPI builds use, rejects these flags.
gcc_flags=(-fno-ipa-modref -fno-ipa-pure-const)
cflags=(-O1 -ffp-contract=off -w)

# The standard a program names in a line "/* Compile with -std=STD. */"
# (gen-loops.py --c89), else gnu++17 for C++ and gnu11 for C.
program_std() { # PROGRAM
  local std default=gnu11
  alb_is_cxx "$1" && default=gnu++17
  std="$(sed -n 's|^/\* Compile with -std=\([a-z0-9]*\)\. \*/$|\1|p' "$1" | head -n 1)"
  echo "${std:-$default}"
}

# The compilers of a program's language (.cpp: C++): cc (MPI's wrapper),
# clang (for MSan and the pedantic check), san_env (the variable that
# makes the wrapper use another compiler) and the wrapper's default
# compiler for sanitized MPI builds (the one that built libautolb).
set_language() { # PROGRAM
  if alb_is_cxx "$1"; then
    cc=mpicxx clang=clang++-19 san_env=OMPI_CXX san_default="$san_cxx"
  else
    cc=mpicc clang=clang-19 san_env=OMPI_CC san_default="$san_cc"
  fi
}

# Generated code must compile wherever the program does: each compiler
# that accepts the program under its standard's strict form (c89 for
# gnu89) with every pedantic diagnostic an error must accept the generated
# code so. Prints the first error of the first that does not.
pedantic_failure() { # STD PROGRAM GENERATED INCLUDE-FLAGS...
  local strict="${1/#gnu/c}" prog="$2" gen="$3" compiler log
  shift 3
  log="$(dirname "$gen")/pedantic.log"
  for compiler in "$cc" "$clang"; do
    "$compiler" -std="$strict" -pedantic-errors -fsyntax-only "$@" "$prog" >/dev/null 2>&1 || continue
    if ! "$compiler" -std="$strict" -pedantic-errors -fsyntax-only "$@" -I "$root/include" "$gen" >"$log" 2>&1; then
      echo "$compiler -std=$strict -pedantic-errors: $(grep -m1 'error:' "$log" | cut -c1-160)"
      return
    fi
  done
}
# --sanitize: the MPI programs of gen-loops.py, which are checked free of
# undefined behaviour sequentially, are built like the sanitized run-time.
san_cc="$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt" 2>/dev/null || true)"
san_cc="${san_cc:-clang-19}"
san_cxx="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt" 2>/dev/null || true)"
san_cxx="${san_cxx:-clang++-19}"
san_flags=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

# The interestingness check for a reducer: written into the program's
# directory, run by the reducer in a scratch directory holding prog.c (or
# prog.cpp: EXT).
write_check() { # DIR CLASS NP MODE INCLUDE STD EXT
  local dir="$1" class="$2" np="$3" mode="$4" inc="$5" std="$6" ext="$7"
  # C89 programs may leave main's type implicit; C++ has none of C's
  # implicit declarations and conversions.
  local c_only="-Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion"
  c_only="$c_only -Werror=incompatible-pointer-types"
  [[ "$std" != *89 ]] || c_only="${c_only/-Werror=implicit-int/}"
  [[ "$ext" == c ]] || c_only=""
  set_language "prog.$ext"
  cat >"$dir/check.sh" <<EOF
#!/usr/bin/env bash
# Interesting iff prog.$ext is still a valid program (strict warnings, clean
# under UBSan, ASan and MSan, terminates) that shows the same failure class
# ($class) in the same configuration (np=$np, $mode; up to three runs, and
# a failure in the balanced mode may also show in stress mode).
set -uo pipefail
source "$root/scripts/lib/pipeline.sh"
inc=(${inc:+-I "$inc"})
$cc -std=$std -O1 -ffp-contract=off ${gcc_flags[*]} -Wall -Werror=uninitialized \\
  -Werror=maybe-uninitialized -Werror=return-type $c_only \\
  -Werror=array-bounds -Werror=div-by-zero "\${inc[@]}" prog.$ext -o seq -lm >/dev/null 2>&1 || exit 1
$cc -std=$std -O1 -ffp-contract=off ${gcc_flags[*]} -w -fsanitize=undefined,address \\
  -fno-sanitize-recover=all "\${inc[@]}" prog.$ext -o seq-san -lm >/dev/null 2>&1 || exit 1
$clang -std=$std -O1 -w -fsanitize=memory "\${inc[@]}" prog.$ext -o seq-msan -lm >/dev/null 2>&1 || exit 1
timeout 10 ./seq >seq.out 2>/dev/null || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 60 ./seq-san >/dev/null 2>&1 || exit 1
timeout 60 ./seq-msan >/dev/null 2>&1 || exit 1
rc=0
timeout 120 "$autolb" --min-nest-operations=0 prog.$ext -o mpi.$ext -- -std=$std "\${inc[@]}" >/dev/null 2>remarks.log || rc=\$?
case "$class" in
  tool-crash) [[ \$rc -gt 128 && \$rc -ne 124 ]] && exit 0; exit 1 ;;
  hang) [[ \$rc -eq 124 ]] && exit 0 ;;
esac
[[ \$rc -eq 0 ]] || exit 1
# As fuzz.sh's pedantic_failure: a compiler accepts prog.$ext under the strict
# standard with -pedantic-errors, but not mpi.$ext.
pedantic_failure() {
  for cc in $cc $clang; do
    "\$cc" -std=${std/#gnu/c} -pedantic-errors -fsyntax-only "\${inc[@]}" prog.$ext >/dev/null 2>&1 &&
      ! "\$cc" -std=${std/#gnu/c} -pedantic-errors -fsyntax-only "\${inc[@]}" -I "$root/include" \\
        mpi.$ext >/dev/null 2>&1 && return 0
  done
  return 1
}
alb_link_libautolb "$build/lib"
if ! $cc -std=$std -O1 -ffp-contract=off ${gcc_flags[*]} -w "\${inc[@]}" -I "$root/include" mpi.$ext -o mpi \\
    "\${alb_libautolb[@]}" >/dev/null 2>&1 || pedantic_failure; then
  [[ "$class" == compile-error ]] && exit 0
  exit 1
fi
[[ "$class" == compile-error ]] && exit 1
export ALB_QUIET=1
# The balancer's moves depend on timing, stress mode's are random: a
# failure may need a few runs, or stress mode, to show again.
modes=($mode $mode $mode)
[[ "$mode" == balanced ]] && modes+=(stress stress)
for m in "\${modes[@]}"; do
  rc=0
  alb_run_in_mode "\$m" $np $run_timeout mpi.out /dev/null ./mpi || rc=\$?
  case "$class" in
    hang) [[ \$rc -eq 124 || \$rc -eq 137 ]] && exit 0 ;;
    run-crash) [[ \$rc -ne 0 && \$rc -ne 124 && \$rc -ne 137 ]] && exit 0 ;;
    wrong-output)
      [[ \$rc -eq 0 ]] && ! alb_compare_outputs seq.out mpi.out remarks.log >/dev/null 2>&1 && exit 0 ;;
  esac
done
exit 1
EOF
  chmod +x "$dir/check.sh"
}

reduce_failure() { # DIR NAME CLASS NP MODE INCLUDE STD EXT
  local dir="$1" name="$2" class="$3" np="$4" mode="$5" inc="$6" std="$7" ext="$8"
  local rdir="$dir/reduce"
  mkdir -p "$rdir"
  cp "$dir/prog.$ext" "$rdir/prog.$ext"
  write_check "$rdir" "$class" "$np" "$mode" "$inc" "$std" "$ext"
  if ! (cd "$rdir" && ./check.sh); then
    echo "    reduce: the failure does not reproduce under the strict check; not reduced"
    return 0
  fi
  echo "    reduce: $reducer, at most ${reduce_time}s ..."
  local args=(--n 2)
  [[ "$reducer" == cvise ]] && args+=(--tidy)
  (cd "$rdir" && timeout --kill-after=10 "$reduce_time" "$reducer" "${args[@]}" ./check.sh "prog.$ext" \
     >reduce.log 2>&1) || true
  # The reducer keeps the program interesting; check it anyway (a kill in the
  # middle of a step must not leave a broken file behind).
  if (cd "$rdir" && ./check.sh); then
    mkdir -p "$root/test/fuzz-found"
    local dest="$root/test/fuzz-found/$name-$class.$ext"
    cp "$rdir/prog.$ext" "$dest"
    echo "    reduce: $(wc -l <"$dest") lines: $dest"
  else
    echo "    reduce: the reduced program no longer fails; see $rdir"
  fi
}

# Loops distributed in the generated code: the analysis remarks report the
# plan's final decision ("...; distributed [-Ralb-analysis]").
distributed_loops() { # REMARKS
  grep -c '; distributed.*\[-Ralb-analysis\]' "$1" || true
}

declare -A counts=()
declare -A per_gen=()
classes=(pass tool-crash tool-error compile-error wrong-output run-crash sanitizer hang skipped)
for c in "${classes[@]}"; do counts[$c]=0; done
distributed=0
status=0

started=$SECONDS
tested=0
for p in "${programs[@]}"; do
  if [[ $max_time -gt 0 && $((SECONDS - started)) -ge $max_time ]]; then
    echo "fuzz: --max-time ${max_time}s reached; $((${#programs[@]} - tested)) programs not run"
    break
  fi
  tested=$((tested + 1))
  read -r gen s <<<"$p"
  name="$gen-$s"
  dir="$work/$name"
  mkdir -p "$dir"
  inc=()
  ext=c
  [[ "$gen" != loops-cxx ]] || ext=cpp
  prog="$dir/prog.$ext"
  if [[ "$gen" == loops* ]]; then
    opts=()
    case "$gen" in loops-c89) opts=(--c89) ;; loops-cxx) opts=(--cxx) ;; esac
    python3 "$root/test/harness/gen-loops.py" "$s" "${opts[@]}" -o "$prog"
  else
    # shellcheck disable=SC2086
    csmith --seed "$s" ${csmith_opts[$gen]} -o "$prog" >/dev/null
    [[ -n "$csmith_include" ]] && inc=(-I "$csmith_include")
  fi
  per_gen[$gen]=$(( ${per_gen[$gen]:-0} + 1 ))
  std="$(program_std "$prog")"
  set_language "$prog"

  class=""
  config=""
  detail=""
  ndist=0
  # Sequential side.
  if ! "$cc" -std="$std" "${cflags[@]}" "${gcc_flags[@]}" "${inc[@]}" "$prog" -o "$dir/seq" -lm >"$dir/seq.log" 2>&1; then
    class=skipped detail="the sequential program does not compile"
  else
    rc=0
    timeout "$seq_timeout" "$dir/seq" >"$dir/seq.out" 2>"$dir/seq.err" || rc=$?
    if [[ $rc -eq 124 ]]; then class=skipped detail="the sequential program runs longer than ${seq_timeout}s"
    elif [[ $rc -ne 0 ]]; then class=skipped detail="the sequential program exits with status $rc"
    fi
  fi
  if [[ -z "$class" && $sanitize -eq 1 && "$gen" == loops* ]]; then
    if ! "$cc" -std="$std" "${cflags[@]}" "${gcc_flags[@]}" -fsanitize=undefined,address -fno-sanitize-recover=all \
        "$prog" -o "$dir/seq-san" -lm >"$dir/seq-san.log" 2>&1; then
      class=skipped detail="the sequential program does not compile with sanitizers"
    elif ! ASAN_OPTIONS=detect_leaks=0 timeout 60 "$dir/seq-san" >"$dir/seq-san.out" 2>"$dir/seq-san.err"; then
      class=skipped detail="UBSan/ASan: $(grep -m1 -E 'runtime error|ERROR' "$dir/seq-san.err" | cut -c1-200 || true)"
    elif ! cmp -s "$dir/seq.out" "$dir/seq-san.out"; then
      class=skipped detail="the sequential program prints something else with sanitizers"
    elif ! "$clang" -std="$std" -O1 -w -fsanitize=memory "$prog" -o "$dir/seq-msan" -lm \
        >"$dir/seq-msan.log" 2>&1; then
      class=skipped detail="the sequential program does not compile with MSan"
    elif ! timeout 60 "$dir/seq-msan" >"$dir/seq-msan.out" 2>"$dir/seq-msan.err"; then
      class=skipped detail="MSan: $(grep -m1 -E 'WARNING|ERROR' "$dir/seq-msan.err" | cut -c1-200 || true)"
    fi
  fi
  if [[ "$class" == skipped && "$gen" == loops* ]]; then
    detail="$detail (a generator bug: gen-loops.py programs must run)"
    status=1
  fi

  mpi_cc=("$cc" "${gcc_flags[@]}")
  alb_link_libautolb "$build/lib"
  if [[ $sanitize -eq 1 && "$gen" == loops* ]]; then
    mpi_cc=(env "$san_env=$san_default" "$cc" "${san_flags[@]}")
    alb_link_libautolb "$build/lib/sanitized"
  fi

  # Rewrite.
  if [[ -z "$class" ]]; then
    rc=0
    # The programs' loops are small: distribute them all the same.
    timeout 300 "$autolb" --min-nest-operations=0 "$prog" -o "$dir/mpi.$ext" -- -std="$std" "${inc[@]}" \
      >/dev/null 2>"$dir/remarks.log" || rc=$?
    ndist="$(distributed_loops "$dir/remarks.log")"
    if [[ $rc -eq 124 ]]; then class=hang detail="autolb did not finish within 300s"
    elif [[ $rc -gt 128 ]]; then
      class=tool-crash
      detail="autolb killed by signal $((rc - 128)): $(grep -m1 -E 'Assertion|error|Segmentation|Stack dump|terminate' "$dir/remarks.log" | cut -c1-200 || true)"
    elif [[ $rc -ne 0 ]]; then
      class=tool-error
      detail="$(grep -m1 'error:' "$dir/remarks.log" | cut -c1-200 || true)"
    elif ! "${mpi_cc[@]}" -std="$std" "${cflags[@]}" "${inc[@]}" -I "$root/include" "$dir/mpi.$ext" -o "$dir/mpi" \
        "${alb_libautolb[@]}" >"$dir/mpi.log" 2>&1; then
      class=compile-error
      detail="$(grep -m1 'error:' "$dir/mpi.log" | cut -c1-200 || true)"
    else
      detail="$(pedantic_failure "$std" "$prog" "$dir/mpi.$ext" "${inc[@]}")"
      [[ -z "$detail" ]] || class=compile-error
    fi
  fi
  [[ "$ndist" -gt 0 ]] && distributed=$((distributed + 1))

  # Runs.
  if [[ -z "$class" ]]; then
    for np in "${ranks[@]}"; do
      np_modes=("${modes[@]}")
      [[ $rotate_modes -eq 0 ]] || np_modes=("${modes[$(((s + np) % ${#modes[@]}))]}")
      for mode in "${np_modes[@]}"; do
        out="$dir/np$np.$mode.out"
        rc=0
        alb_run_in_mode "$mode" "$np" "$run_timeout" "$out" "$dir/np$np.$mode.err" "$dir/mpi" || rc=$?
        config="np=$np $mode"
        if [[ $rc -eq 124 || $rc -eq 137 ]]; then
          class=hang detail="no end within ${run_timeout}s"
        elif grep -q -E 'ERROR: [A-Za-z]+Sanitizer|runtime error:' "$dir/np$np.$mode.err"; then
          class=sanitizer
          detail="$(grep -m1 -E 'ERROR: [A-Za-z]+Sanitizer|runtime error:' "$dir/np$np.$mode.err" | cut -c1-200)"
        elif [[ $rc -ne 0 ]]; then
          class=run-crash
          detail="exit status $rc: $(grep -m1 -iE 'error|signal|abort|assert' "$dir/np$np.$mode.err" | cut -c1-200 || true)"
        elif ! verdict="$(alb_compare_outputs "$dir/seq.out" "$out" "$dir/remarks.log")"; then
          class=wrong-output
          detail="$(printf '%s\n' "$verdict" | sed -n '2,5p' | tr '\n' ' ' | cut -c1-200)"
        fi
        [[ -z "$class" ]] || break 2
      done
    done
    if [[ -z "$class" ]]; then class=pass config=""; fi
  fi

  counts[$class]=$(( ${counts[$class]} + 1 ))
  case "$class" in
    tool-crash|compile-error|wrong-output|run-crash|sanitizer|hang) status=1 ;;
  esac
  line="$name: $class"
  [[ -z "$config" ]] || line="$line at $config"
  [[ -z "$detail" ]] || line="$line: $detail"
  echo "$line (distributed loops: $ndist)"
  [[ -z "$results" ]] || printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$s" "$gen" "$class" "$config" "$ndist" "$detail" >>"$results"

  failing=0
  case "$class" in pass|tool-error|skipped) ;; *) failing=1 ;; esac
  [[ "$class" == skipped && "$gen" == loops* ]] && failing=1
  if [[ $failing -eq 1 && -n "$reducer" && "$class" != skipped ]]; then
    read -r np mode <<<"$(sed 's/np=//' <<<"$config")"
    incdir=""
    [[ "$gen" == loops* ]] || incdir="$csmith_include"
    reduce_failure "$dir" "$name" "$class" "${np:-1}" "${mode:-balanced}" "$incdir" "$std" "$ext"
  fi
  if [[ -n "$keep" ]]; then
    rm -rf "${keep:?}/$name"
    mv "$dir" "$keep/$name"
  elif [[ $failing -eq 1 ]]; then
    [[ -n "$failed_dir" ]] || failed_dir="$(mktemp -d "${TMPDIR:-/tmp}/alb-fuzz-failures.XXXXXX")"
    mv "$dir" "$failed_dir/$name"
  else
    rm -rf "$dir"
  fi
done

gens=""
for g in loops loops-c89 loops-cxx "${csmith_sets[@]}"; do
  [[ -z "${per_gen[$g]:-}" ]] || gens="$gens${gens:+, }$g ${per_gen[$g]}"
done
summary="fuzz: $tested programs ($gens), $distributed with a loop distributed:"
for c in "${classes[@]}"; do summary="$summary $c ${counts[$c]},"; done
echo "${summary%,}"
[[ -n "$keep" ]] && echo "fuzz: work directories in $keep"
[[ -n "$failed_dir" ]] && echo "fuzz: failing programs kept in $failed_dir"
exit $status
