#!/usr/bin/env bash
# print-alb-environment.sh [NAME]
# Run as every rank of an MPI job: rank 0 prints the value of NAME, or
# without NAME every ALB_* variable of its environment on one line.
[[ "${OMPI_COMM_WORLD_RANK:-0}" == 0 ]] || exit 0
if [[ $# -eq 1 ]]; then
  printenv "$1"
else
  env | grep '^ALB_' | sort | paste -sd ' '
fi
