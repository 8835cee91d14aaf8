// `(*B)[r][s]` with `double (*B)[N][N]` from an allocation helper (how
// PolyBench's LU, Cholesky and ludcmp make their matrix positive
// definite): the subscripts index the whole array B points to, as if it
// were an array parameter. Its nests are distributed by rows of (*B); the
// descriptor takes its extents from the pointed-to type. The array was
// "cannot be identified" (UnsupportedAccess) and every such nest stayed
// sequential.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// CODE: .name = "B", .base = (void *)&(*B)[0][0]
// CODE-NEXT: .extent = (long)(sizeof((*B)) / sizeof((*B)[0]))
#include <stdio.h>
#include <stdlib.h>

#define N 150

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = j <= i ? (double)(-j % n) / n + 1 : 0;
  double(*B)[N][N] = alloc_data(N * N, sizeof(double));
  // CHECK-DAG: pointed-to-array.c:[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < n; ++s)
      (*B)[r][s] = 0;
  // The sum over t into all of (*B) is an array reduction (reassociated).
  // CHECK-DAG: pointed-to-array.c:[[@LINE+2]]:3: remark: loop 't' distributed as DOALL
  // CHECK-DAG: pointed-to-array.c:[[@LINE+1]]:3: remark: sum into array 'B': {{.*}} relative tolerance of 1e-9
  for (int t = 0; t < n; ++t)
    for (int r = 0; r < n; ++r)
      for (int s = 0; s < n; ++s)
        (*B)[r][s] += A[r][t] * A[s][t];
  // CHECK-DAG: pointed-to-array.c:[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < n; ++s)
      A[r][s] = (*B)[r][s] + (*B)[s][r];
  free(B);
}

int main(void) {
  double(*A)[N][N] = alloc_data(N * N, sizeof(double));
  init_array(N, *A);
  for (int i = 0; i < N; i += 7)
    printf("%d %a %a\n", i, (*A)[i][i], (*A)[i][N - 1 - i]);
  free(A);
  return 0;
}
