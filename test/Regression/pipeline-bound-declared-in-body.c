// Found by the random differential harness: the pipelined loop's bound is
// declared in the distributed loop's body, but the pipeline's range is
// evaluated before that loop, so the generated code did not compile ('n'
// undeclared). Such a nest stays sequential with a remark.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
static double A[8][8];
int main(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for pipelined loop 'j' whose bounds use 'n', declared inside the distributed loop is not supported yet [-Ralb-missed=PipelineShape]
  for (int i = 1; i < 8; i++) {
    int n = 5;
    for (int j = 0; j < n; j++)
      A[i][j] = 0.5 * A[i - 1][j] + 1.0;
  }
  printf("%a\n", A[7][3]);
  return 0;
}
