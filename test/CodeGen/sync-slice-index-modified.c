// A replicated read makes all of a distributed array whole when an index in
// the distributed dimension may not have its value before the statement:
// assigned in it (also by ++), declared in it (a loop variable), a variable
// whose address is taken or a global (a call may change them), one without
// an initializer, a division (evaluated early it could trap where the read
// is not reached); and when the array is read other than by element.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#define N 64
static double A[N][N];
static int g = 3;
extern void take(int *p);

// CHECK-LABEL: int main(
// CHECK-NOT: alb_array_sync_slices
int main(void) {
  double s = 0;
  int k = 5, m = 6, d = 2, u;
  take(&m);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j) % 5;
  u = 4;
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {
  // CHECK-NEXT: k = 9;
  {
    k = 9;
    s += A[k][0];
  }
  // REMARK: sync-slice-index-modified.c:[[@LINE-4]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'k' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {{.*}}A[k++][1]
  printf("%g\n", A[k++][1]);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'k++' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: for (int r = 0; r < 3; r++)
  for (int r = 0; r < 3; r++)
    s = s * 0.5 + A[r][2];
  // REMARK: sync-slice-index-modified.c:[[@LINE-2]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'r' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {{.*}}s, A[m][3]
  printf("%g %g\n", s, A[m][3]);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'm' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {{.*}}A[g][4]
  printf("%g\n", A[g][4]);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'g' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {{.*}}A[u][5] + A[k / d][5]
  printf("%g\n", A[u][5] + A[k / d][5]);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'u' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: {{.*}}A[k / d][6]
  printf("%g\n", A[k / d][6]);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: index 'k / d' is not known before the statement [-Ralb-codegen]
  // CHECK: alb_array_sync(A); /* autolb: make distributed data whole */
  // CHECK-NEXT: fwrite(A[7], sizeof(double), 2 * N, stdout);
  fwrite(A[7], sizeof(double), 2 * N, stdout);
  // REMARK: sync-slice-index-modified.c:[[@LINE-1]]:3: remark: all of 'A' made whole before replicated code that reads it: not only by element [-Ralb-codegen]
  return 0;
}
