// printf("%g\n", total()) is guarded as a whole by alb_is_output_rank(), but
// total() holds a distributed nest (a sum reduction): only the output rank
// enters alb_nest_begin/alb_reduce, the others never do, and the program
// deadlocks at 2 or more ranks (killed by the launcher's timeout).
// (tool/CodeGen/OutputGuard: calls of functions defined in the file that
// contain distributed code, or any collective, must run on every rank.)
// The timeout is short so that the failure does not hold up the suite.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %alb-mpirun -np 1 --timeout 20 %t.mpi > %t.np1 && diff %t.expected %t.np1
// RUN: %alb-mpirun -np 2 --timeout 20 %t.mpi > %t.np2 && diff %t.expected %t.np2
// RUN: env ALB_BALANCE=0 %alb-mpirun -np 3 --timeout 20 %t.mpi > %t.np3 && diff %t.expected %t.np3
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];

double total(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i * 2;
  printf("%g\n", total());
  return 0;
}
