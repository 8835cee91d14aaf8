// 9-point Gauss-Seidel: A[i-1][j+1] makes the pipeline lag one column per
// row (pipe_skew 1): row k runs block [jb - k, jb + b - k), and the loop
// over blocks runs count - 1 blocks longer so that every rank runs the same
// number of blocks.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void gauss_seidel(void) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] +
                 A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] +
                 A[i + 1][j + 1]) / 9.0;
}
// REMARK: pipeline-skew.c:[[@LINE-6]]:3: remark: loop 'i' distributed and pipelined over 'j', strip-mined with the run-time's block size (1 arrays, lag 1) [-Ralb-codegen]

// CHECK: .kind = ALB_NEST_PIPELINE, .independent = 0,
// CHECK-NEXT: .pipe_first = alb_pfirst0, .pipe_end = alb_pend0, .pipe_skew = 1,
// CHECK: alb_nest_block_size(alb_nest0, &alb_b0);
// CHECK-NEXT: for (long alb_jb0 = alb_pfirst0; alb_jb0 < alb_pend0 + 1 * (alb_count0 - 1); alb_jb0 += alb_b0) {
// CHECK-NEXT: alb_pipe_recv(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
// CHECK-NEXT: for (long alb_k0 = alb_klo0; alb_k0 < alb_khi0; alb_k0++) {
// CHECK-NEXT: int i = (int)(alb_first0 + alb_k0 * 1);
// CHECK-NEXT: long alb_jlo0 = alb_jb0 - alb_k0 * 1, alb_jhi0 = alb_jlo0 + alb_b0;
// CHECK: alb_pipe_send(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
