// The block size of a strip-mined loop is computed before the loop from the
// operation count of one iteration. When that count uses a variable
// declared inside the loop ('m' below, out of scope before it), the
// estimate is used instead (blocks of a fixed number of iterations), so the
// generated code compiles. Here 'i' stays sequential (the last value of 'j'
// is used after it) and 'j' is distributed inside it, with the hook after
// each block of 'i'. Found by the random harness (loops-40081).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 12
static int G[N][N + 4];

// REMARK: hooks-stripmine-count-declared-inside.c:[[@LINE+6]]:5: remark: load-balancing hook after each block of loop 'i' (level 2; the loop is strip-mined into blocks of 2 iterations, set at run time, so that a hook is at most 1% of a block): 10 operations per 1+9*((m - 1)-(2)+1) per iteration of 'i'
// CHECK: alb_hook_block_size(901)
int sweep(void) {
  int j = -7;
  for (int i = 1; i < N; i++) {
    int m = N - 1;
    for (j = 2; j <= m - 1; ++j)
      G[i][j] = (G[i - 1][j + 2] + 295) % 1021;
  }
  return j;
}
