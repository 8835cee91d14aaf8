// In-place 5-point SOR: loop 'i' is DOACROSS, pipelined over 'j'. 'j' is
// strip-mined with the block size the run-time chooses for each execution
// (never a constant), with one receive before and one send after each
// block; each row clips the block to j's range. No lag: no skew.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void sor(int steps) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// REMARK: pipeline-stripmine.c:[[@LINE-4]]:5: remark: loop 'i' distributed and pipelined over 'j', strip-mined with the run-time's block size (1 arrays, lag 0) [-Ralb-codegen]

// CHECK: for (int t = 0; t < steps; t++)
// CHECK-NEXT: { /* autolb: loop 'i' distributed, pipelined over 'j' */
// CHECK-NEXT: long alb_first0 = (long)(1);
// CHECK-NEXT: long alb_bound0 = (long)(N - 1);
// CHECK-NEXT: long alb_count0 = alb_first0 < alb_bound0 ? alb_bound0 - alb_first0 : 0;
// CHECK-NEXT: long alb_pfirst0 = (long)(1);
// CHECK-NEXT: long alb_pend0 = (long)(N - 1);
// CHECK-NEXT: alb_array alb_arrays0[] = {
// CHECK-NEXT: {.name = "A", .base = (void *)&A[0][0], .elem_size = sizeof(A[0][0]),
// CHECK-NEXT: .extent = (long)(sizeof(A) / sizeof(A[0])), .slice_stride = sizeof(A[0]),
// CHECK-NEXT: .slice_elems = (long)(sizeof(A[0]) / sizeof(A[0][0])), .elem_stride = sizeof(A[0][0]),
// CHECK-NEXT: .halo_below = 1, .halo_above = 1, .written = 1, .pipe_rows = 1,
// CHECK-NEXT: .stream_above = 1, .above_reach = 0}};
// CHECK-NEXT: alb_nest_desc alb_desc0 = {
// CHECK-NEXT: .file = "pipeline-stripmine.c", .line = 13, .loop_var = "i",
// CHECK-NEXT: .kind = ALB_NEST_PIPELINE, .independent = 0,
// CHECK-NEXT: .pipe_first = alb_pfirst0, .pipe_end = alb_pend0, .pipe_skew = 0,
// CHECK-NEXT: .hook_level = 1, .ops_per_iteration = {{[0-9]+}}, .narrays = 1, .arrays = alb_arrays0};
// CHECK-NEXT: alb_nest_begin(&alb_nest0, &alb_desc0, alb_first0, 1, alb_count0);
// CHECK-NEXT: long alb_klo0, alb_khi0, alb_b0;
// CHECK-NEXT: alb_nest_range(alb_nest0, &alb_klo0, &alb_khi0);
// CHECK-NEXT: alb_nest_block_size(alb_nest0, &alb_b0); /* autolb: strip-mined, block size from the run-time */
// CHECK-NEXT: int alb_lo0 = (int)(alb_first0 + alb_klo0 * 1);
// CHECK-NEXT: int alb_hi0 = (int)(alb_first0 + alb_khi0 * 1);
// CHECK-NEXT: for (long alb_jb0 = alb_pfirst0; alb_jb0 < alb_pend0; alb_jb0 += alb_b0) {
// CHECK-NEXT: alb_pipe_recv(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
// CHECK-NEXT: long alb_jlo0 = alb_jb0, alb_jhi0 = alb_jlo0 + alb_b0;
// CHECK-NEXT: if (alb_jlo0 < alb_pfirst0)
// CHECK-NEXT: alb_jlo0 = alb_pfirst0;
// CHECK-NEXT: if (alb_jhi0 > alb_pend0)
// CHECK-NEXT: alb_jhi0 = alb_pend0;
// CHECK-NEXT: for (int i = alb_lo0; i < alb_hi0; i++) {
// CHECK-NEXT: for (int j = (int)alb_jlo0; j < (int)alb_jhi0; j++)
// CHECK-NEXT: A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
// CHECK-NEXT: }
// CHECK-NEXT: alb_pipe_send(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// CHECK-NEXT: }
