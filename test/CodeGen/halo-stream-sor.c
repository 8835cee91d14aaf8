// In-place SOR reads row i + 1 as the previous sweep left it (its halo
// above). Loop 't' runs the nest alone, so nothing else writes 'A' between
// two sweeps: the next rank streams those rows block by block during each
// sweep instead of alb_nest_begin fetching them before it. Reads of row
// i + 1 reach column j, so above_reach is 0. alb_nest_settle right after
// loop 't' ends the stream before the code after it.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
#define N 100
static double A[N][N];

void sor(int steps) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  A[0][0] = 1.0;
}
// REMARK: halo-stream-sor.c:[[@LINE-5]]:5: remark: the halo above of 'A' is streamed from the next rank during each execution of loop 'i' (nothing else writes 'A' in loop 't'); alb_nest_settle after loop 't' [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1,
// CHECK-NEXT: .stream_above = 1, .above_reach = 0}};
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// CHECK-NEXT: A[0][0] = 1.0;

// JSON: "halo_above_streaming": [
// JSON-NEXT: {
// JSON-NEXT: "above_reach": 0,
// JSON-NEXT: "array": "A",
// JSON-NEXT: "message": "the halo above of 'A' is streamed from the next rank during each execution of loop 'i' (nothing else writes 'A' in loop 't'); alb_nest_settle after loop 't'",
// JSON-NEXT: "streamed": true
