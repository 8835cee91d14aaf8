// A loop strip-mined for its hook in C89: C89 has no long long, so the
// iterations left are counted in unsigned long (which holds the difference
// of two values of the int the loop compares), declared at the start of the
// strip-mined loop's block after which the loop's own initialization runs.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 6
static double A[N][N], B[N][N];

void relax(int steps)
{
  int t, i, j;
  for (t = 2; t <= steps; t += 3) {
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
    B[0][0] = t;
  }
}
// CHECK: { /* autolb: loop 't' strip-mined, a load-balancing hook after each block (level 2) */
// CHECK-NEXT: unsigned long alb_stripleft0;
// CHECK-NEXT: unsigned long alb_stripb0;
// CHECK-NEXT: t = 2;
// CHECK-NEXT: alb_stripleft0 = (t <= steps) ? ((unsigned long)(steps) - (unsigned long)t) / 3 + 1 : 0;
// CHECK-NEXT: alb_stripb0 = (unsigned long)alb_hook_block_size({{[0-9]+}});
// CHECK-NEXT: while (alb_stripleft0 > 0) {
// CHECK-NEXT: unsigned long alb_striprun0 = alb_stripleft0 < alb_stripb0 ? alb_stripleft0 : alb_stripb0;
