// Array reductions: a distributed loop that adds into a section of an
// array indexed by inner loops (`colsum[j] += A[i][j]` over i). Every rank
// updates its own copy of the section, started from the identity (-0.0 for
// a floating sum, so untouched elements keep their bits), and the copies
// are combined in rank order after the loop. Floating-point ones are
// announced as reassociated with a tolerance; integer ones are exact.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define M 200

static double A[N][M], colsum[M], strided[2 * M + 2], B[M][M];
static long counts[M];
static float scaled[M];

// Array parameters without restrict: the reduction is distributed behind
// the run-time check that y and A do not overlap.
static void transposed_product(int n, int m, double A[N][M], double x[N],
                               double y[M]) {
  for (int j = 0; j < m; j++)
    y[j] = 0;
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[j] += A[i][j] * x[i];
}

int main(void) {
  int lo = 3, hi = M - 5;
  double *x = malloc(N * sizeof(double));
  double *y = malloc(M * sizeof(double));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = sin(0.01 * i * j) + 1.0 / (1 + i + j);
  for (int i = 0; i < N; i++)
    x[i] = 1.0 / (i + 1);
  for (int k = 0; k < 2 * M + 2; k++)
    strided[k] = k % 2 ? 0.5 * k : -0.0;

  // CHECK-DAG: array-reductions.c:[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: sum into array 'colsum': every rank updates its own copy {{.*}} relative tolerance of 1e-9 [-Ralb-reduction]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      colsum[j] += A[i][j];
  // CODE: alb_reduce_array_begin({{.*}}, ALB_TYPE_DOUBLE, ALB_OP_SUM);

  // Only the odd elements are updated; the even ones hold -0.0.
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: sum into array 'strided'
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      strided[2 * j + 1] = strided[2 * j + 1] + A[i][j] * 0.5;

  // Integers: exact, no tolerance announced.
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: sum into array 'counts': every rank updates its own copy of the elements it may touch, combined after the loop [-Ralb-reduction]
  for (int i = 0; i < N; i++)
    for (int j = lo; j < hi; j++)
      counts[j] += (i * j) % 7;

  for (int j = 0; j < M; j++)
    scaled[j] = 1.0f;
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: product into array 'scaled': {{.*}} relative tolerance of 1e-4 [-Ralb-reduction]
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= M - 1; j++)
      scaled[j] *= 1.0f + (float)((i + j) % 5) * 1e-4f;

  // A two-dimensional section: B = P P^T accumulated over t.
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: sum into array 'B'
  for (int t = 0; t < N; t++)
    for (int r = 0; r < M; r++)
      for (int s = 0; s < M; s++)
        B[r][s] += A[t][r] * A[t][s];

  transposed_product(N, M, A, x, y);

  // The elements a triangular inner loop updates depend on i: not known
  // before the loop, so it stays sequential.
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: reduction into array element 'colsum[j]' across iterations cannot be combined after the loop: the bounds of loop 'j' change while the distributed loop runs [-Ralb-missed=ArrayReduction]
  for (int i = 0; i < M; i++)
    for (int j = 0; j < i; j++)
      colsum[j] += 1.0 / (i + 1);

  // One element: no section to combine (not supported).
  // CHECK-DAG: array-reductions.c:[[@LINE+1]]:3: remark: loop 'k' is not distributed: reduction into array element 'B[0][0]' across iterations cannot be combined after the loop: 'B[0][0]' is a single element, not a section of the array [-Ralb-missed=ArrayReduction]
  for (int k = 0; k < N; k++)
    B[0][0] += A[k][0];

  double total = 0;
  long count_total = 0;
  for (int j = 0; j < M; j++) {
    printf("%d %.17g %.17g %.9g %.17g\n", j, colsum[j], y[j], scaled[j],
           B[j][(j * 7) % M]);
    count_total += counts[j];
    total += B[j][j];
  }
  int negative_zeros = 0;
  for (int k = 0; k < 2 * M + 2; k++) {
    if (k % 2 == 0)
      negative_zeros += strided[k] == 0 && signbit(strided[k]);
    else if (k % 37 == 1)
      printf("strided %d %.17g\n", k, strided[k]);
  }
  printf("counts %ld negative zeros kept %d total %.17g\n", count_total,
         negative_zeros, total);
  free(x);
  free(y);
  return 0;
}
