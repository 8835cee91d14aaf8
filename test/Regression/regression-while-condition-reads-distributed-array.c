// A while (and do-while) loop whose condition reads an array that a
// distributed nest in its body writes. No alb_array_sync(A) is placed before
// the condition is evaluated again, so each rank tests its own partial copy
// of A[15]: ranks run different numbers of iterations, and the program
// deadlocks or stops with "every rank must call alb_nest_next until it
// returns 0" at 2-4 ranks. (tool/CodeGen/ConsistencyPlacement: a replicated
// read in a loop condition needs a sync at the end of the loop body too;
// tool/Analysis treats only `for` loops as enclosing loops.)
// Short timeouts so that the hang does not hold up the suite.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %alb-mpirun -np 1 --timeout 20 %t.mpi > %t.np1 && diff %t.expected %t.np1
// RUN: %alb-mpirun -np 2 --timeout 20 %t.mpi > %t.np2 && diff %t.expected %t.np2
// RUN: env ALB_BALANCE=0 %alb-mpirun -np 3 --timeout 20 %t.mpi > %t.np3 && diff %t.expected %t.np3
// RUN: env ALB_STRESS=1 %alb-mpirun -np 4 --timeout 20 %t.mpi > %t.np4 && diff %t.expected %t.np4
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];

int main(void) {
  int it = 0;
  for (int i = 0; i < N; i++)
    A[i] = i;
  while (A[N - 1] < 100) {
    for (int i = 0; i < N; i++)
      A[i] = A[i] * 1.5 + 1;
    it++;
  }
  printf("%d %g\n", it, A[N - 1]);
  do {
    for (int i = 0; i < N; i++)
      A[i] = A[i] - 7;
    it++;
  } while (A[N - 1] > 0);
  printf("%d %g\n", it, A[N - 1]);
  return 0;
}
