// Output to a FILE * other than stdout/stderr is not guarded: every rank
// runs fopen(..., "a") / fprintf / fclose, so the log file gets the line once
// per rank (2-4 times) instead of once. (tool/CodeGen/OutputGuard; writes to
// files opened by the program should happen on one rank.)
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq
// RUN: rm -f %t.seq.log && %t.seq %t.seq.log
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: rm -f %t.np1.log && %alb-mpirun -np 1 %t.mpi %t.np1.log && diff %t.seq.log %t.np1.log
// RUN: rm -f %t.np2.log && %alb-mpirun -np 2 %t.mpi %t.np2.log && diff %t.seq.log %t.np2.log
// RUN: rm -f %t.np4.log && %alb-mpirun -np 4 %t.mpi %t.np4.log && diff %t.seq.log %t.np4.log
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  for (int i = 0; i < N; i++)
    A[i] = i * 2;
  FILE *f = fopen(argv[1], "a");
  if (!f)
    return 1;
  fprintf(f, "%g\n", A[N - 1]);
  fclose(f);
  return 0;
}
