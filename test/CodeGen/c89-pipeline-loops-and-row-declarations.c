// A pipelined nest in C89: its block size, bounds and loop counters are
// declared at the start of its block. Without skew the rows loop over the
// induction variable and the row's declarations start the row loop's body;
// with skew (the second sweep) a counter sets the variable, and the row's
// declarations, which may read it, open a block of their own after its
// assignment.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 40
static double A[N][N];

void sweep(void)
{
  int i, j;
  for (i = 1; i < N; i++) {
    double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
    for (j = 1; j < N; j++)
      A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
  }
}
// CHECK: long alb_klo0, alb_khi0, alb_b0;
// CHECK-NEXT: int alb_lo0;
// CHECK-NEXT: int alb_hi0;
// CHECK-NEXT: long alb_jb0;
// CHECK-NEXT: long alb_jlo0, alb_jhi0;
// CHECK: alb_nest_range(alb_nest0, &alb_klo0, &alb_khi0);
// CHECK-NEXT: alb_nest_block_size(alb_nest0, &alb_b0); /* autolb: strip-mined, block size from the run-time */
// CHECK-NEXT: alb_lo0 = (int)(alb_first0 + alb_klo0 * 1);
// CHECK-NEXT: alb_hi0 = (int)(alb_first0 + alb_khi0 * 1);
// CHECK-NEXT: for (alb_jb0 = alb_pfirst0; alb_jb0 < alb_pend0; alb_jb0 += alb_b0) {
// CHECK-NEXT: alb_pipe_recv(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
// CHECK-NEXT: alb_jlo0 = alb_jb0; alb_jhi0 = alb_jlo0 + alb_b0;
// CHECK: for (i = alb_lo0; i < alb_hi0; i++) {
// CHECK-NEXT: double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
// CHECK-NEXT: for (j = (int)alb_jlo0; j < (int)alb_jhi0; j++)
// CHECK-NEXT: A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
// CHECK-NEXT: }
// CHECK-NEXT: alb_pipe_send(alb_nest0, alb_jb0, alb_jb0 + alb_b0);

void skewed_sweep(void)
{
  int i, j;
  for (i = 1; i < N - 1; i++) {
    double c = 0.25 + 0.125 * (i % 2);
    for (j = 1; j < N - 1; j++)
      A[i][j] = c * (A[i - 1][j + 1] + A[i][j - 1]);
  }
}
// CHECK-LABEL: void skewed_sweep(void)
// CHECK: long alb_k1;
// CHECK: .pipe_skew = 1;
// CHECK: for (alb_k1 = alb_klo1; alb_k1 < alb_khi1; alb_k1++) {
// CHECK-NEXT: i = (int)(alb_first1 + alb_k1 * 1);
// CHECK-NEXT: {
// CHECK-NEXT: double c = 0.25 + 0.125 * (i % 2);
// CHECK-NEXT: alb_jlo1 = alb_jb1 - alb_k1 * 1; alb_jhi1 = alb_jlo1 + alb_b1;
// CHECK: for (j = (int)alb_jlo1; j < (int)alb_jhi1; j++)
// CHECK-NEXT: A[i][j] = c * (A[i - 1][j + 1] + A[i][j - 1]);
// CHECK-NEXT: }
// CHECK-NEXT: }
