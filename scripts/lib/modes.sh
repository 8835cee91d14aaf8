# shellcheck shell=bash
# The run-time modes of differential testing, the one table of them: a
# mode's name and the environment that selects it. Sourced by bash scripts
# (scripts/e2e.sh, scripts/fuzz.sh and the check script it writes for a
# reducer, test/harness/run-all-modes.sh).
#   balanced   the run-time's defaults
#   static     static block distribution, no balancer
#   stress     random valid work moves at every interaction
#   counter    rank 0's chunk counter with DAF instead of work stealing
#   fac2       rank 0's chunk counter with FAC2 chunks

# Every mode, in the order the harnesses run them.
alb_modes=(balanced static stress counter fac2)

# Every variable some mode sets. A mode unsets all of them before it sets
# its own, so that a mode is the same whatever ran before it in the shell
# and whatever the caller's environment held.
alb_mode_variables=(ALB_BALANCE ALB_STRESS ALB_STEAL_RANKS ALB_DAF)

# Prints the NAME=VALUE assignments of MODE, one per line (none for
# balanced); fails on a mode not in the table.
alb_mode_env() { # MODE
  case "$1" in
    balanced) ;;
    static) echo ALB_BALANCE=0 ;;
    stress) echo ALB_STRESS=1 ;;
    counter) echo ALB_STEAL_RANKS=65536 ;;
    fac2) printf '%s\n' ALB_STEAL_RANKS=65536 ALB_DAF=0 ;;
    *)
      echo "modes.sh: error: unknown mode '$1' (known: ${alb_modes[*]})" >&2
      return 1 ;;
  esac
}

# Makes MODE the environment of the current shell and of what it starts.
alb_mode_apply() { # MODE
  local assignments assignment
  assignments="$(alb_mode_env "$1")" || return 1
  unset "${alb_mode_variables[@]}"
  for assignment in $assignments; do
    export "${assignment?}"
  done
}

# Fails, naming it, when the environment already sets a variable that the
# modes set: every mode would silently drop it.
alb_mode_check_inherited() { # TOOL
  local variable
  for variable in "${alb_mode_variables[@]}"; do
    if [[ -n "${!variable+set}" ]]; then
      echo "$1: error: $variable is set in the environment, but every run-time mode" \
        "sets or unsets it (scripts/lib/modes.sh)" >&2
      return 1
    fi
  done
}
