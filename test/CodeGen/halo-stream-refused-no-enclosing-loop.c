// One SOR sweep with no loop around it: nothing tells where a run of
// executions ends (the function may be called again after code that writes
// 'A'), so the halo above is fetched before each execution.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --implicit-check-not=alb_nest_settle
#define N 100
static double A[N][N];

void sweep(void) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// REMARK: halo-stream-refused-no-enclosing-loop.c:[[@LINE-4]]:3: remark: the halo above of 'A' is fetched before each execution of loop 'i' (a barrier with the next rank), not streamed: no loop encloses loop 'i', so nothing bounds a run of its executions [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1}};
