// An ALB_* variable the run-time does not know (a misspelled override) gets
// one warning at alb_init, from the output rank only, with the closest known
// name; options get none, and the scripts' own variables, which the run-time
// does not know, do not reach the program (alb-mpirun and alb-load keep them
// from it). Names come sorted.
// RUN: %mpicc %s -o %t.mpi %libautolb
// RUN: env ALB_BLOKSIZE=8 ALB_VERBOSE=1 ALB_BLOCKSIZE=8 ALB_MPIRUN_TIMEOUT=60 ALB_BUILD_DIR=%t ALB_QUIET=1 %alb-mpirun -np 2 %t.mpi 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// REQUIRES: mpi
// CHECK: autolb: rank 0: warning: ALB_BLOKSIZE is not an autolb variable and is ignored; did you mean ALB_BLOCKSIZE?
// CHECK: autolb: rank 0: warning: ALB_VERBOSE is not an autolb variable and is ignored{{$}}
#include "autolb/autolb.h"

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  return alb_finalize() == ALB_OK ? 0 : 1;
}
