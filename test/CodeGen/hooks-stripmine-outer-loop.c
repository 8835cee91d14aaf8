// A block-tied nest (halos) where no hook location keeps the hook under 1%:
// one time step is too little work, and there is no loop around 't'. Loop
// 't' is strip-mined with a block read at run time (alb_hook_block_size,
// 10 / (1% of 266 operations) = 4 iterations) and the hook goes after each
// block (level 2). 't' keeps its initialization and increment as written
// and is declared outside the loop, so it ends with its sequential value.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 6
static double A[N][N], B[N][N];

// CHECK: void relax(int steps) {
// CHECK-NEXT: int t;
// CHECK-NEXT: { /* autolb: loop 't' strip-mined, a load-balancing hook after each block (level 2) */
// CHECK-NEXT: t = 2;
// CHECK-NEXT: unsigned long long alb_stripleft0 = (t <= steps) ? ((unsigned long long)(steps) - (unsigned long long)t) / 3 + 1 : 0;
// CHECK-NEXT: unsigned long long alb_stripb0 = (unsigned long long)alb_hook_block_size(266);
// CHECK-NEXT: while (alb_stripleft0 > 0) {
// CHECK-NEXT: unsigned long long alb_striprun0 = alb_stripleft0 < alb_stripb0 ? alb_stripleft0 : alb_stripb0;
// CHECK-NEXT: alb_stripleft0 -= alb_striprun0;
// CHECK-NEXT: for (; alb_striprun0 > 0; alb_striprun0--, t += 3) {
// CHECK-NEXT: { /* autolb: loop 'i' distributed */
// CHECK: .hook_level = 2,
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: B[0][0] = t;
// CHECK-NEXT: }
// CHECK-NEXT: if (alb_nest0) alb_hook(alb_nest0, alb_nest_hook(alb_nest0)); /* autolb: load-balancing hook (level 2) */
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: B[0][1] = t;
void relax(int steps) {
  int t;
  for (t = 2; t <= steps; t += 3) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
    B[0][0] = t;
  }
  B[0][1] = t;
}
// REMARK: hooks-stripmine-outer-loop.c:[[@LINE-7]]:5: remark: load-balancing hook after each block of loop 't' (level 2; the loop is strip-mined into blocks of 4 iterations, set at run time, so that a hook is at most 1% of a block): 10 operations per 266 per iteration of 't' (3.76%) [-Ralb-hooks]
