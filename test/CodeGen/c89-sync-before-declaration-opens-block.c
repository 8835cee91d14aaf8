// Replicated code that reads a distributed array in a declaration's
// initializer is preceded by a sync; in C89 that statement cannot come
// before the block's declarations, so the rest of the block goes into a
// block of its own after it.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void fill(void)
{
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = i + j;
}

double corner(int k)
{
  double v = A[k][0];
  double w = 2.0;
  return v * w;
}
// CHECK: double corner(int k)
// CHECK-NEXT: {
// CHECK-NEXT: alb_array_sync_slices(A, k, k + 1L); /* autolb: make distributed data whole */
// CHECK-NEXT: { /* autolb: C89 declares at the start of a block only */
// CHECK-NEXT: double v = A[k][0];
// CHECK-NEXT: double w = 2.0;
// CHECK-NEXT: return v * w;
// CHECK-NEXT: }
// CHECK-NEXT: }
