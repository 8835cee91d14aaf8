// A program that reads its parameter from stdin: under mpirun only rank 0
// gets stdin, the other ranks' scanf sees EOF (k = -1 here), and their part
// of the distributed loop uses the wrong k: the output differs at 2-4 ranks.
// The tool says nothing. (tool/CodeGen: input read in replicated code must be
// read once and broadcast - or the tool must refuse/keep it sequential with a
// clear message; OutputGuard only handles output.)
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq
// RUN: echo 7 | %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: echo 7 | %alb-mpirun -np 1 %t.mpi > %t.np1 && diff %t.expected %t.np1
// RUN: echo 7 | %alb-mpirun -np 2 %t.mpi > %t.np2 && diff %t.expected %t.np2
// RUN: echo 7 | %alb-mpirun -np 3 %t.mpi > %t.np3 && diff %t.expected %t.np3
// RUN: echo 7 | %alb-mpirun -np 4 %t.mpi > %t.np4 && diff %t.expected %t.np4
// REQUIRES: mpi
#include <stdio.h>
#define N 16
double A[N];

int main(void) {
  int k = 0;
  if (scanf("%d", &k) != 1)
    k = -1;
  for (int i = 0; i < N; i++)
    A[i] = k * 10 + i;
  for (int i = 0; i < N; i++)
    printf("%g\n", A[i]);
  return 0;
}
