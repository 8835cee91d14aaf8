// A pipelined nest in C89: its block size and loop counters are declared at
// the start of its block, and the row's declarations, which may read the
// distributed loop's variable, open a block of their own after its
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
// CHECK-NEXT: long alb_jb0;
// CHECK-NEXT: long alb_k0;
// CHECK-NEXT: long alb_jlo0, alb_jhi0;
// CHECK: alb_nest_range(alb_nest0, &alb_klo0, &alb_khi0);
// CHECK-NEXT: alb_nest_block_size(alb_nest0, &alb_b0); /* autolb: strip-mined, block size from the run-time */
// CHECK-NEXT: for (alb_jb0 = alb_pfirst0; alb_jb0 < alb_pend0; alb_jb0 += alb_b0) {
// CHECK-NEXT: alb_pipe_recv(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
// CHECK-NEXT: for (alb_k0 = alb_klo0; alb_k0 < alb_khi0; alb_k0++) {
// CHECK-NEXT: i = (int)(alb_first0 + alb_k0 * 1);
// CHECK-NEXT: {
// CHECK-NEXT: double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
// CHECK-NEXT: alb_jlo0 = alb_jb0; alb_jhi0 = alb_jlo0 + alb_b0;
// CHECK: for (j = (int)alb_jlo0; j < (int)alb_jhi0; j++)
// CHECK-NEXT: A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: alb_pipe_send(alb_nest0, alb_jb0, alb_jb0 + alb_b0);
