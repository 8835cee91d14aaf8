// A 5-point stencil whose read of the next row is A[i+1][j+1]: block
// [jb, je) of loop 'j' reads that row up to column je, one past the block,
// so the stream must have delivered it that far: above_reach is 1.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void relax(int steps) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j + 1] + A[i][j - 1] +
                          A[i][j + 1]);
  }
}
// REMARK: halo-stream-reach-one.c:[[@LINE-6]]:5: remark: loop 'i' distributed and pipelined over 'j', strip-mined with the run-time's block size (1 arrays, lag 0) [-Ralb-codegen]
// REMARK: halo-stream-reach-one.c:[[@LINE-7]]:5: remark: the halo above of 'A' is streamed from the next rank during each execution of loop 'i' (nothing else writes 'A' in loop 't'); alb_nest_settle after loop 't' [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1,
// CHECK-NEXT: .stream_above = 1, .above_reach = 1}};
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// CHECK-NEXT: }
