// A trace file that cannot be written ends the job with a message naming
// the variable, the file, the cause and the rank.
// RUN: %mpicc %s -o %t.mpi %libautolb
// RUN: not env ALB_TRACE=%t.no-such-dir/trace %alb-mpirun -np 2 %t.mpi 2> %t.err
// RUN: FileCheck %s -DPREFIX=%t.no-such-dir/trace < %t.err
// REQUIRES: mpi
// CHECK: autolb: rank [[RANK:[0-9]]]: error: ALB_TRACE='[[PREFIX]]': cannot write the trace file '[[PREFIX]].[[RANK]].csv': No such file or directory
#include "autolb/autolb.h"

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  return alb_finalize() == ALB_OK ? 0 : 1;
}
