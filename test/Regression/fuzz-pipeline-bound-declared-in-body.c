// Found by scripts/fuzz.sh (gen-loops.py seeds 100, 102, 111 and 1040 at
// commit 4267d3c), reduced with cvise and by hand. The pipelined loop's bound 'n'
// is declared in the body of the distributed loop; the generated code
// evaluates the pipeline's range before that declaration:
//   mpi.c: error: 'n' undeclared (first use in this function)
//     long alb_pend0 = (long)(n);
// Fixed; kept as a differential test at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
static double A[8][8];
int main(void) {
  for (int i = 1; i < 8; i++) {
    int n = 5;
    for (int j = 0; j < n; j++)
      A[i][j] = 0.5 * A[i - 1][j] + 1.0;
  }
  printf("%a\n", A[7][3]);
  return 0;
}
