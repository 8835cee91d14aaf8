// Loop 't' also writes 'A' outside the nest, on every rank and without a
// run-time call: a stream would carry the next rank's rows as the previous
// sweep left them, without that write. The halo above is fetched before
// each sweep, and no alb_nest_settle is emitted.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --implicit-check-not=alb_nest_settle
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void sor(int steps) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    A[t + 5][7] = 1.0;
  }
}
// REMARK: halo-stream-refused-time-loop-writes.c:[[@LINE-6]]:5: remark: the halo above of 'A' is fetched before each execution of loop 'i' (a barrier with the next rank), not streamed: the body of loop 't' does more than loop 'i', and other code there may write the array between executions [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1}};
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: A[t + 5][7] = 1.0;
