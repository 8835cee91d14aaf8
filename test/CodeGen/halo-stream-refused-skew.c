// 9-point Gauss-Seidel: A[i-1][j+1] makes the pipeline lag one column per
// row (pipe_skew 1), and the run-time streams only unskewed pipelines:
// the halo above is fetched before each sweep, with no alb_nest_settle.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --implicit-check-not=alb_nest_settle
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
#define N 100
static double A[N][N];

void gauss_seidel(int steps) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
// REMARK: halo-stream-refused-skew.c:[[@LINE-6]]:5: remark: the halo above of 'A' is fetched before each execution of loop 'i' (a barrier with the next rank), not streamed: the pipeline is skewed (lag 1), and the run-time streams only unskewed pipelines [-Ralb-codegen]

// CHECK: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1}};
// CHECK: .pipe_first = alb_pfirst0, .pipe_end = alb_pend0, .pipe_skew = 1,

// JSON: "halo_above_streaming": [
// JSON-NEXT: {
// JSON-NEXT: "above_reach": null,
// JSON-NEXT: "array": "A",
// JSON-NEXT: "message": "the halo above of 'A' is fetched before each execution of loop 'i' (a barrier with the next rank), not streamed: the pipeline is skewed (lag 1), and the run-time streams only unskewed pipelines",
// JSON-NEXT: "streamed": false
