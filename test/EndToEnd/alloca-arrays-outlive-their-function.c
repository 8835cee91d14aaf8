// alloca memory ends when its function returns: a pointer to it declared in
// the function's own block gets the same cleanup as a local array, so a
// later sync (before getpid, not defined in this file) does not write into
// the stack frames that reuse it.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <alloca.h>
#include <stdio.h>
#include <unistd.h>

static double sum_of_squares(int n) {
  // CHECK-DAG: :[[@LINE+1]]:11: remark: 'L' forgotten by the run-time when its scope ends
  double *L = alloca(n * sizeof(double));
  for (int i = 0; i < n; i++)
    L[i] = (double)i * i;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += L[i];
  return s;
}

static double last_of_doubled(int n) {
  // CHECK-DAG: :[[@LINE+1]]:11: remark: 'M' forgotten by the run-time when its scope ends
  double *M = __builtin_alloca(n * sizeof(double));
  for (int i = 0; i < n; i++)
    M[i] = 2.0 * i;
  getpid();
  return M[n - 1];
}

int main(void) {
  double s = sum_of_squares(4000);
  getpid();
  double t = last_of_doubled(3000);
  getpid();
  printf("%.17g %.17g\n", s, t);
  return 0;
}
