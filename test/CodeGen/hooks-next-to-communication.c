// [S97] §5.1.1: a hook at a level that communicates anyway goes right before
// that communication instead of adding a synchronization point of its own.
// The SOR nest's hook belongs after loop 't' (level 2: one sweep of this
// small grid is too little work); the next statement that communicates at
// that level is the second distributed nest, after a replicated statement,
// so the hook goes between the two. Without a later nest it stays right
// after loop 't' (hooks-by-operation-counts.c).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 6
static double A[N][N], B[N][N];

// CHECK: .hook_level = 2,
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// CHECK-NEXT: sweeps += 10;
// CHECK-NEXT: if (alb_nest0) alb_hook(alb_nest0, alb_nest_hook(alb_nest0)); /* autolb: load-balancing hook (level 2) */
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
int relax(void) {
  int sweeps = 0;
  for (int r = 0; r < 3; r++) {
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    sweeps += 10;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        B[i][j] = 2.0 * A[i][j];
  }
  return sweeps;
}
// REMARK: hooks-next-to-communication.c:[[@LINE-10]]:7: remark: load-balancing hook after loop 't' (level 2): {{.*}} [-Ralb-hooks]
// REMARK-NEXT: hooks-next-to-communication.c:[[@LINE-7]]:5: note: the level 2 hook goes before this statement, which communicates anyway, instead of right after loop 't'
