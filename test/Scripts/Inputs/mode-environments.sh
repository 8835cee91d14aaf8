# mode-environments.sh MODES_SH
# Prints, for each mode of the table, the ALB_* environment that applying it
# leaves, starting from an environment that sets every variable the modes
# set (and ALB_QUIET, which no mode sets). Then applies every ordered pair
# of modes one after the other in one shell and prints each pair whose
# environment differs from the second mode's alone: the list must be empty.
source "$1"
alb_environment() { env | grep '^ALB_' | sort | paste -sd ' '; }

declare -A alone=()
for mode in "${alb_modes[@]}"; do
  alone[$mode]="$(
    export ALB_BALANCE=7 ALB_STRESS=7 ALB_STEAL_RANKS=7 ALB_DAF=7 ALB_QUIET=1
    alb_mode_apply "$mode"
    alb_environment
  )"
  echo "$mode: ${alone[$mode]}"
done

pairs=0
for first in "${alb_modes[@]}"; do
  for second in "${alb_modes[@]}"; do
    after="$(
      export ALB_QUIET=1
      alb_mode_apply "$first"
      alb_mode_apply "$second"
      alb_environment
    )"
    [[ "$after" == "${alone[$second]}" ]] || echo "after $first, $second leaves: $after"
    pairs=$((pairs + 1))
  done
done
echo "pairs: $pairs"
