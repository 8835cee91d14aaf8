// In-place SOR written at A[i][j + 1]: a write at j + 1 writes column je, which the next rank reads in its block [jb, je), in a block that does not send it, so
// the boundary messages would carry stale columns (this nest was pipelined
// and printed wrong results at 2 ranks). It stays sequential.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
#define N 100
static double A[N][N];

void sweeps(int steps) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 0; j < N - 2; j++)
        A[i][j + 1] = 0.2 * (A[i - 1][j + 1] + A[i + 1][j + 1] + A[i][j] + A[i][j + 2]);
}
// CHECK: pipeline-refused-write-ahead-pipelined-variable.c:[[@LINE-4]]:5: remark: loop 'i' is not distributed: code generation for a pipeline whose write 'A[i][j+1]' is not at 'j' itself inside loop 'j' (a block's boundary message carries the elements of its own columns) is not supported yet [-Ralb-missed=PipelineShape]
