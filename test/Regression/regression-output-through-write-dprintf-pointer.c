// Output that does not go through a stdio call by name: write(1, ...),
// dprintf(1, ...), and printf called through a function pointer. None is
// guarded by alb_is_output_rank(), so every rank prints it (the lines appear
// 2-4 times). Either guard them or refuse to rewrite (clear error).
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <unistd.h>
double A[8];
int (*pf)(const char *, ...) = printf;

int main(void) {
  for (int i = 0; i < 8; i++)
    A[i] = i;
  fflush(stdout);
  if (write(1, "w\n", 2) != 2)
    return 1;
  dprintf(1, "d\n");
  pf("p %g\n", A[7]);
  return 0;
}
