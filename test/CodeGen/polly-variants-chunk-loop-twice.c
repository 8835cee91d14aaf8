// With --polly-variants (autolb-mpicc --polly), each DOALL chunk loop is
// written twice inside the loop over the rank's chunks: as written, which
// Polly may tile, and plain, whose body starts with ALB_OUTSIDE_POLLY, a
// compiler barrier that keeps Polly off it; alb_nest_variant says which
// one runs the chunk. The other loops and nests are as without it. In C89
// the bounds of the two loops are declared once, at the start of the frame.
// RUN: %autolb --polly-variants %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --polly-variants %s -o %t.c89.c -- -std=c89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c89.c > %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %autolb %s -o %t.plain.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.plain.c | not grep -e alb_nest_variant -e ALB_OUTSIDE_POLLY
#define N 1000
static double A[N][N], B[N][N];

void sweep(int n) {
  int i, j;
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// CHECK-LABEL: void sweep(int n) {
// CHECK: while (alb_nest_next(alb_nest0, &alb_klo0, &alb_khi0) == ALB_OK) {
// CHECK-NEXT: if (alb_nest_variant(alb_nest0) == ALB_VARIANT_PLAIN) {
// CHECK-NEXT: int alb_lo0 = (int)(alb_first0 + alb_klo0 * 1);
// CHECK-NEXT: int alb_hi0 = (int)(alb_first0 + alb_khi0 * 1);
// CHECK-NEXT: for (i = alb_lo0; i < alb_hi0; i++)
// CHECK-NEXT: { ALB_OUTSIDE_POLLY; for (j = 1; j < n - 1; j++)
// CHECK-NEXT: B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]); }
// CHECK-NEXT: } else {
// CHECK-NEXT: int alb_lo0 = (int)(alb_first0 + alb_klo0 * 1);
// CHECK-NEXT: int alb_hi0 = (int)(alb_first0 + alb_khi0 * 1);
// CHECK-NEXT: for (i = alb_lo0; i < alb_hi0; i++)
// CHECK-NEXT: for (j = 1; j < n - 1; j++)
// CHECK-NEXT: B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
// CHECK-NEXT: }
// CHECK-NEXT: }
