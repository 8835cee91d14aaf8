// Found by scripts/fuzz.sh (gen-loops.py seed 1018 at commit 4267d3c),
// minimized by hand. Known bug (a): the inner loop's induction variable 'j'
// is declared before the nest and read after it; the distributed program
// prints its initial value.
//   sequential and np=1, np=2 ALB_BALANCE=0:  j 7
//   np=2 default and ALB_STRESS=1:             j -7
// Fixed; kept as a differential test at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
static double A[6][8];
int main(void) {
  int j = -7;
  for (int i = 0; i < 6; i++)
    for (j = 2; j < 7; j++)
      A[i][j] = i + j;
  printf("j %d\n", j);
  return 0;
}
