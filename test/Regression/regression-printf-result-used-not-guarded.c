// Output calls whose value is used (in an initializer, an assignment, a
// condition) are not put under alb_is_output_rank(): every rank prints the
// line, so at 2-4 ranks the output has the line several times. Only
// expression statements `printf(...);` are guarded today.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
double A[8];

int main(void) {
  for (int i = 0; i < 8; i++)
    A[i] = i;
  int k = printf("%g\n", A[3]);
  int m;
  m = printf("x\n");
  if (printf("y\n") > 0)
    m++;
  printf("%d %d\n", k, m);
  return 0;
}
