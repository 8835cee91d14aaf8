// Flat arrays of three dimensions ('a[(i*m + j)*k + l]', rows of m*k
// elements, halo rows above and below), a sum into a flat array's section
// ('h[b*m + j]' over i, combined after the nest) and a flat scratch array
// private to each iteration; and an unsigned flat subscript, which wraps and
// stays sequential.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL (2 arrays) [-Ralb-codegen]
static void cube(int n, int m, int k, double *restrict a,
                 double *restrict b) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++)
        b[(i * m + j) * k + l] =
            a[((i - 1) * m + j) * k + l] + a[((i + 1) * m + j) * k + l];
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: sum into array 'h': every rank updates its own copy of the elements it may touch, combined after the loop [-Ralb-reduction]
static void colsums(int n, int m, double *restrict x, long *restrict h) {
  for (int i = 0; i < n; i++)
    for (int b = 0; b < 2; b++)
      for (int j = 0; j < m; j++)
        h[b * m + j] += (long)x[i * m + j] * (b + 1);
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: array 't' privatized: {{.*}} [-Ralb-private]
static void scratch(int n, int m, double *restrict x, double *restrict t) {
  for (int i = 0; i < n; i++) {
    for (int r = 0; r < 2; r++)
      for (int j = 0; j < m; j++)
        t[r * m + j] = x[i * m + j] * (r + 1);
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int r = 0; r < 2; r++)
        s += t[r * m + j];
      x[i * m + j] = s;
    }
  }
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: 'x[i*m+j]' is computed in unsigned arithmetic, which wraps; {{.*}} [-Ralb-missed=Delinearization]
static void unsigned_index(unsigned n, unsigned m, double *x) {
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      x[i * m + j] = x[i * m + j] * 2;
}

int main(void) {
  int n = 30, m = 20, k = 7;
  double *a = malloc(sizeof *a * n * m * k), *b = calloc(n * m * k, sizeof *b);
  long *h = calloc(2 * m, sizeof *h);
  double *t = malloc(sizeof *t * 2 * m);
  for (int q = 0; q < n * m * k; q++)
    a[q] = q % 11;
  cube(n, m, k, a, b);
  colsums(n, m, a, h);
  scratch(n, m, a, t);
  unsigned_index(n, m, b);
  for (int q = 0; q < n * m * k; q += 5)
    printf("%a %a\n", a[q], b[q]);
  for (int q = 0; q < 2 * m; q++)
    printf("%ld %a\n", h[q], t[q]);
  free(a);
  free(b);
  free(h);
  free(t);
  return 0;
}
