// The condition of loop 't' reads 'A' between two sweeps: the halo above is
// fetched before each sweep.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --implicit-check-not=alb_nest_settle
#define N 100
static double A[N][N];

void sor(int steps) {
  for (int t = 0; t < steps && A[1][1] < 2.0; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// REMARK: halo-stream-refused-header-uses-array.c:[[@LINE-4]]:5: remark: the halo above of 'A' is fetched before each execution of loop 'i' (a barrier with the next rank), not streamed: the header of loop 't' uses 'A' [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1}};
