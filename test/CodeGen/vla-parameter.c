// Arrays as VLA parameters and pointers to arrays: the descriptor's base
// and layout come from sizeof on the array's rows; the extent is the
// parameter's declared size 'n', or for a pointer (no declared size) the
// largest slice the nest touches plus its halo.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>

// CHECK-LABEL: static void sweep(int n, int m, double A[n][m]) {
// CHECK: {.name = "A", .base = (void *)&A[0][0], .elem_size = sizeof(A[0][0]),
// CHECK-NEXT: .extent = (long)(n), .slice_stride = sizeof(A[0]),
// CHECK-NEXT: .slice_elems = (long)(sizeof(A[0]) / sizeof(A[0][0])), .elem_stride = sizeof(A[0][0]),
// CHECK-NEXT: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1}};
static void sweep(int n, int m, double A[n][m]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}

// CHECK-LABEL: int main(
// CHECK: long alb_touched1 = alb_count1 > 0 ? alb_first1 + (alb_count1 - 1) * 1 + 1 : 0;
// CHECK: {.name = "B", .base = (void *)&B[0][0], .elem_size = sizeof(B[0][0]),
// CHECK-NEXT: .extent = (alb_touched1 + 0), .slice_stride = sizeof(B[0]),
// CHECK-NEXT: .slice_elems = (long)(sizeof(B[0]) / sizeof(B[0][0])), .elem_stride = sizeof(B[0][0]),
// CHECK-NEXT: .halo_below = 0, .halo_above = 0, .written = 1, .pipe_rows = 0}};
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 30, m = n + 3;
  double (*B)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = (i * 5 + j) % 7;
  sweep(n, m, B);
  free(B);
  return 0;
}
