// Declarations of scalars before the pipelined loop (pure initializers that
// read no array) are repeated for each row of each block, before the
// strip-mined loop.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 40
static double A[N][N];

// CHECK: long alb_jlo0 = alb_jb0, alb_jhi0 = alb_jlo0 + alb_b0;
// CHECK: for (int i = alb_lo0; i < alb_hi0; i++) {
// CHECK-NEXT: double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
// CHECK-NEXT: for (int j = (int)alb_jlo0; j < (int)alb_jhi0; j++)
// CHECK-NEXT: A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
void sweep(void) {
  for (int i = 1; i < N; i++) {
    double c = 0.5 + 0.25 * (i % 2), d = c * 0.5;
    for (int j = 1; j < N; j++)
      A[i][j] = c * A[i - 1][j] + d * A[i][j - 1];
  }
}
// REMARK: pipeline-row-declarations.c:[[@LINE-6]]:3: remark: loop 'i' distributed and pipelined over 'j'
