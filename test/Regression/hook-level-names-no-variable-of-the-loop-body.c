// The hook level chosen at run time before distributed loop 'i' may not
// use 'nb', the bound of inner loop 'j', which i's body declares: it does
// not exist there (the generated code did not compile; random C++ program
// loops-cxx-9800072). Such a count is taken at its estimate.
// RUN: %autolb %s -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CHECK-NOT: {{^ *}}alb_level0 = {{.*}}nb
#include <stdio.h>
#define N0 17
#define N2 20
static int g[N2][19][N0];
static void f(void) {
  for (int t = 0; t < 1; t++)
    for (int k = 1; k < 19; k++)
      for (int i = 1; i < N2 - 1; i++) {
        int nb = N0 - 1;
        for (int j = 1; j <= nb - 1; ++j)
          g[i][k - 1][j] = (g[i + 1][k][j - 1] + g[i][k][j + 1] + 940) % 1021;
      }
}
int main(void) {
  f();
  unsigned s = 0;
  for (int i = 0; i < N2; i++)
    for (int k = 0; k < 19; k++)
      for (int j = 0; j < N0; j++)
        s = s * 31u + (unsigned)g[i][k][j];
  printf("%u\n", s);
  return 0;
}
