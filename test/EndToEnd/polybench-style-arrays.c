// PolyBench's way of passing arrays: main holds pointers to whole arrays
// (`double (*A)[N][N]` from an allocation helper) and passes `*A`
// (POLYBENCH_ARRAY) to a kernel whose parameters are arrays. `*A` starts
// where A points, so the kernel's nests distribute main's arrays under the
// parameters' names; main's reads after the call make them whole, and no
// sync precedes a call that passes them (the callee syncs what it reads).
// (These nests once stayed sequential: `*A` was taken for a pointer into
// the array, an alias of its own parameter.)
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CALLS < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CALLS: {{^ +}}init_array(N, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
// CALLS-NEXT: {{^ +}}kernel_jacobi_2d(TSTEPS,
// CHECK: :[[@LINE+20]]:3: remark: loop 'i' distributed as DOALL
// CHECK: :[[@LINE+30]]:5: remark: loop 'i' distributed as DOALL
// CHECK: :[[@LINE+33]]:5: remark: loop 'i' distributed as DOALL
#include <stdio.h>
#include <stdlib.h>
#define N 90
#define TSTEPS 12
#define DATA_TYPE double
#define POLYBENCH_2D(var, dim1, dim2) var[dim1][dim2]
#define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2)                       \
  type(*var)[dim1][dim2] =                                                     \
      (type(*)[dim1][dim2])polybench_alloc_data((dim1) * (dim2), sizeof(type))
#define POLYBENCH_ARRAY(x) *x

static void *polybench_alloc_data(unsigned long n, int size) {
  return calloc(n, size);
}

static void init_array(int n, DATA_TYPE POLYBENCH_2D(A, N, N),
                       DATA_TYPE POLYBENCH_2D(B, N, N)) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = ((DATA_TYPE)i * (j + 2) + 2) / n;
      B[i][j] = ((DATA_TYPE)i * (j + 3) + 3) / n;
    }
}

static void kernel_jacobi_2d(int tsteps, int n,
                             DATA_TYPE POLYBENCH_2D(A, N, N),
                             DATA_TYPE POLYBENCH_2D(B, N, N)) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] +
                         A[i - 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] +
                         B[i - 1][j]);
  }
}

int main(void) {
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, N, N);
  init_array(N, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  kernel_jacobi_2d(TSTEPS, N, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  for (int i = 0; i < N; i += 7)
    printf("%d %a %a\n", i, (*A)[i][i], (*B)[i][N - 1 - i]);
  free(A);
  free(B);
  return 0;
}
