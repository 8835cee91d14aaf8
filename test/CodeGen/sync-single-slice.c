// Replicated reads of a distributed array whose indices in the distributed
// dimension are known before the statement make only those slices whole:
// a constant expression (spelled with macros, as written), a local variable
// the statement does not change, and constant indices grouped into runs of
// consecutive slices, one alb_array_sync_slices call per run.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#define N 64
static double A[N][N];

// CHECK-LABEL: int main(
// CHECK-NOT: alb_array_sync(A)
// CHECK: int mid = N / 4;
// CHECK-NEXT: alb_array_sync_slices(A, N / 2, N / 2 + 1L); alb_array_sync_slices(A, mid, mid + 1L); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g %g\n", A[N / 2][N / 2], A[mid][1]); }
// CHECK-NEXT: alb_array_sync_slices(A, 1, 4); alb_array_sync_slices(A, 7, 8); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g\n", A[3][0] + A[2][0] + A[1][0] + A[7][2]); }
// CHECK-NOT: alb_array_sync(A)
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j) % 5;
  for (int t = 0; t < 4; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] =
            0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  int mid = N / 4;
  printf("%g %g\n", A[N / 2][N / 2], A[mid][1]);
  // REMARK: sync-single-slice.c:[[@LINE-1]]:3: remark: slices [N / 2, N / 2 + 1L), [mid, mid + 1L) of 'A' made whole before replicated code that reads only those [-Ralb-codegen]
  printf("%g\n", A[3][0] + A[2][0] + A[1][0] + A[7][2]);
  // REMARK: sync-single-slice.c:[[@LINE-1]]:3: remark: slices [1, 4), [7, 8) of 'A' made whole before replicated code that reads only those [-Ralb-codegen]
  return 0;
}
