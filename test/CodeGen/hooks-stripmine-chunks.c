// Independent iterations too small for a hook each ([S97] Fig. 16(b)):
// the distributed loop is already strip-mined into chunks handed out at
// run time, and the run-time sizes them so that a chunk request stays under
// 1% of a chunk's work. Level 0 is kept, with constant and with symbolic
// counts (no run-time choice of level is needed).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 1000
static double A[N];

// CHECK-NOT: alb_level
// CHECK: .kind = ALB_NEST_DOALL, .independent = 1,
// CHECK-NEXT: .hook_level = 0, .ops_per_iteration = 2,
// CHECK: while (alb_nest_next(alb_nest0, &alb_klo0, &alb_khi0) == ALB_OK)
void scale(double f) {
  for (int i = 0; i < N; i++)
    A[i] *= f;
}
// REMARK: hooks-stripmine-chunks.c:[[@LINE-3]]:3: remark: load-balancing hook at each chunk of loop 'i' (level 0; the loop is strip-mined into chunks chosen at run time, of at least the iterations that keep a chunk request under 1% of the chunk's work): 10 operations per 2 per iteration of 'i' (500.00%) [-Ralb-hooks]

// CHECK: .kind = ALB_NEST_DOALL, .independent = 1,
// CHECK-NEXT: .hook_level = 0,
// CHECK: while (alb_nest_next(alb_nest1, &alb_klo1, &alb_khi1) == ALB_OK)
void rows(int n, int m, double B[n][m], double f) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] *= f;
}
// REMARK: hooks-stripmine-chunks.c:[[@LINE-4]]:3: remark: load-balancing hook at each chunk of loop 'i' (level 0; the loop is strip-mined into chunks chosen at run time, of at least the iterations that keep a chunk request under 1% of the chunk's work): 10 operations per 4*((m)-(0)) per iteration of 'i' (2.50% with unknown trip counts taken as 100) [-Ralb-hooks]
