# shellcheck shell=bash
# The differential pipeline, shared by the harnesses: rewrite a sequential
# program with autolb, compile both sides with the same compiler and flags,
# run the MPI program at several rank counts in the run-time modes
# (scripts/lib/modes.sh) through scripts/alb-mpirun, and compare its stdout
# with the sequential program's (scripts/lib/compare.sh). Sourced by bash
# scripts: scripts/e2e.sh, scripts/fuzz.sh, test/harness/run-all-modes.sh,
# test/mpi/slurm-sbatch.sh.

alb_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=scripts/lib/modes.sh
source "$alb_root/scripts/lib/modes.sh"
# shellcheck source=scripts/lib/compare.sh
source "$alb_root/scripts/lib/compare.sh"

# The flags of both sides of scripts/e2e.sh's comparison (the lit tests'
# %cc has the same). -ffp-contract=off: no FMA contraction that the two
# sides might apply differently, which would break bitwise equality.
# A C++ source (.cpp, .cc, .cxx, .C) is rewritten into C++ and both sides
# are compiled with mpicxx and -std=gnu++17 instead of mpicc and -std=gnu11.
alb_differential_cflags=(-O2 -ffp-contract=off -Wall -Wextra -I "$alb_root/include")

alb_is_cxx() { # SOURCE
  [[ $1 =~ \.(cpp|cc|cxx|C)$ ]]
}

# The compiler and language standard of SOURCE's language.
_alb_language() { # SOURCE
  if alb_is_cxx "$1"; then
    alb_compiler=mpicxx alb_std=-std=gnu++17 alb_extension=cpp
  else
    alb_compiler=mpicc alb_std=-std=gnu11 alb_extension=c
  fi
}

# Sets alb_build to the build directory (ALB_BUILD_DIR, default build/),
# running scripts/build.sh first when autolb or libautolb is missing there.
alb_ensure_build() { # TOOL
  alb_build="${ALB_BUILD_DIR:-$alb_root/build}"
  if [[ ! -x "$alb_build/bin/autolb" || ! -f "$alb_build/lib/libautolb.so" ]]; then
    echo "$1: autolb or libautolb missing in $alb_build; running scripts/build.sh" >&2
    "$alb_root/scripts/build.sh" >&2
  fi
  alb_build="$(cd "$alb_build" && pwd)"
}

# Sets alb_libautolb to the flags that link a generated program with the
# run-time in LIB_DIR (lib/, or lib/sanitized for the sanitized run-time).
alb_link_libautolb() { # LIB_DIR
  # shellcheck disable=SC2054 # -Wl,-rpath,DIR is one flag
  alb_libautolb=(-L "$1" -Wl,-rpath,"$1" -lautolb -lm)
}

# Rewrites SOURCE into WORK/mpi.c or WORK/mpi.cpp (remarks in WORK/remarks.log) and
# compiles WORK/seq and WORK/mpi with alb_differential_cflags and FLAGS
# (e.g. -DN=200, also given to autolb), the MPI side linked with alb_build's
# run-time. Prints what failed on stderr and fails; a compiler's warnings
# are shown.
alb_rewrite_and_build() { # TOOL SOURCE WORK [FLAGS...]
  local tool="$1" source="$2" work="$3"
  shift 3
  _alb_language "$source"
  local rewritten="$work/mpi.$alb_extension"
  # Small inputs test the distributed code: nests of constant, small
  # bounds are distributed too (--min-nest-operations=0).
  if ! "$alb_build/bin/autolb" --min-nest-operations=0 "$source" -o "$rewritten" -- "$alb_std" "$@" \
      2>"$work/remarks.log"; then
    echo "$tool: FAILED: autolb could not rewrite it:" >&2
    cat "$work/remarks.log" >&2
    return 1
  fi
  alb_link_libautolb "$alb_build/lib"
  _alb_compile "$tool" "$work/seq" "$source" "$@" -lm &&
    _alb_compile "$tool" "$work/mpi" "$rewritten" "$@" "${alb_libautolb[@]}"
}

_alb_compile() { # TOOL OUTPUT SOURCE [FLAGS...]
  local tool="$1" out="$2" src="$3"
  shift 3
  _alb_language "$src"
  if ! "$alb_compiler" "$alb_std" "${alb_differential_cflags[@]}" "$src" -o "$out" "$@" 2>"$out.log"; then
    echo "$tool: FAILED: compiling $(basename "$src"):" >&2
    cat "$out.log" >&2
    return 1
  fi
  if [[ -s "$out.log" ]]; then
    echo "$tool: warnings compiling $(basename "$src"):" >&2
    cat "$out.log" >&2
  fi
}

# Assignments (NAME=VALUE) made on top of every mode by alb_run_in_mode:
# test/harness/run-all-modes.sh --env.
alb_extra_env=()

# Runs PROGRAM through scripts/alb-mpirun on NP ranks in MODE, its stdout to
# OUT and its stderr to ERR, and returns its exit status. TIMEOUT limits the
# run (empty: alb-mpirun's default).
alb_run_in_mode() { # MODE NP TIMEOUT OUT ERR PROGRAM [ARGS...]
  local mode="$1" np="$2" timeout="$3" out="$4" err="$5" assignment
  shift 5
  (
    alb_mode_apply "$mode" || exit 2
    for assignment in "${alb_extra_env[@]}"; do
      export "${assignment?}"
    done
    exec "$alb_root/scripts/alb-mpirun" -np "$np" ${timeout:+--timeout "$timeout"} "$@" \
      >"$out" 2>"$err"
  )
}

# Runs PROGRAM at each rank count of RANKS in each mode of MODES (both
# space-separated) and compares its stdout with EXPECTED, REMARKS deciding
# the tolerance (/dev/null: bitwise). Prints one line a run, "LABEL np=N
# MODE: VERDICT", with the end of stderr for a failed run and the start of
# the diff for a difference; fails on any. Outputs go to WORK. TIMEOUT
# limits a run on at most one rank per core (empty: alb-mpirun's default);
# more ranks than cores get proportionally more, since an oversubscribed
# rank waits for the scheduler at every message (a 4-rank run on 2 cores
# beside 4 busy processes took 75 s where it took 1.5 s on idle cores).
alb_run_modes_and_compare() { # LABEL EXPECTED REMARKS WORK TIMEOUT RANKS MODES PROGRAM [ARGS...]
  local label="$1" expected="$2" remarks="$3" work="$4" timeout="$5" np mode
  local -a ranks modes
  read -r -a ranks <<<"$6"
  read -r -a modes <<<"$7"
  shift 7
  local status=0 out err rc verdict limit cores
  cores="$(nproc)"
  for np in "${ranks[@]}"; do
    limit="$timeout"
    if [[ -n "$timeout" && "$np" -gt "$cores" ]]; then
      limit=$(((timeout * np + cores - 1) / cores))
    fi
    for mode in "${modes[@]}"; do
      out="$work/np$np.$mode.out"
      err="$work/np$np.$mode.err"
      rc=0
      alb_run_in_mode "$mode" "$np" "$limit" "$out" "$err" "$@" || rc=$?
      if [[ $rc -ne 0 ]]; then
        # The run-time's summary is long; the error is at the end.
        echo "$label np=$np $mode: FAILED (exit status $rc); last lines of stderr:"
        tail -n 40 "$err" | sed 's/^/    /'
        status=1
        continue
      fi
      verdict="$(alb_compare_outputs "$expected" "$out" "$remarks")" || status=1
      echo "$label np=$np $mode: $verdict"
    done
  done
  return $status
}
