// An array distributed by columns (the nest distributes 'j', the second
// subscript): a replicated read of one element makes that column whole, the
// slice being the index in the second dimension.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#define N 64
static double A[N][N];

// CHECK-LABEL: int main(
// CHECK: .slice_stride = sizeof(A[0][0])
// CHECK-NOT: alb_array_sync(A)
// CHECK: alb_array_sync_slices(A, N / 2, N / 2 + 1L); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g\n", A[3][N / 2]); }
int main(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[i][j] = (i * 7 + j) % 5;
  printf("%g\n", A[3][N / 2]);
  // REMARK: sync-column-distributed-slice.c:[[@LINE-1]]:3: remark: slices [N / 2, N / 2 + 1L) of 'A' made whole before replicated code that reads only those [-Ralb-codegen]
  return 0;
}
