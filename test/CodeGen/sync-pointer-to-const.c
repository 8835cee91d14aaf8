// A distributed array read through a pointer to const elements is made
// whole with that pointer cast to 'void *': the run-time stores into it the
// elements other ranks computed (the object is not const; a nest wrote it).
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>

void fill(int n, double *x) {
  for (int i = 0; i < n; i++)
    x[i] = i;
}

// CHECK-LABEL: void show(
// CHECK: alb_array_sync((void *)x);
// CHECK: alb_array_sync((void *)A);
// CHECK: alb_array_sync(y);
void show(int n, const double *x, const double (*A)[8], double *y) {
  fill(n, y);
  for (int i = 0; i < n; i++)
    printf("%g %g %g\n", x[i], A[i][0], y[i]);
}

int main(void) {
  double x[8], A[8][8], y[8];
  fill(8, x);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      A[i][j] = i + j;
  show(8, x, A, y);
  return 0;
}
