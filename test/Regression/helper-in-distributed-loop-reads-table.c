// Found by the random harness (loops-8002): a distributed nest writes
// through a parameter (so reads through pointers that other names may
// reach are synced), and another distributed loop calls a helper that
// reads a table of the same element type (whose address the file stores,
// so a pointer could reach it). The sync was placed inside the
// helper, so it ran inside distributed iterations and the ranks
// deadlocked in about half of the 2-rank runs. Functions a distributed
// loop calls now never sync such reads; their callers in replicated code
// do, before the call.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 64
#define M 40

static double table[4] = {4, 2, 2, 4};
static double *shared_table = table;
static double L[N][M];

static void scale(int n, double *v) {
  for (int i = 0; i < n; i++)
    v[i] = v[i] * 0.5 + 1;
}

// CODE: static double smooth(double v, int k) {
// CODE-NOT: alb_sync_all
// CODE: return t;
static double smooth(double v, int k) {
  double t = 0.5 * v;
  for (int q = 0; q < 3; q++)
    t = 0.5 * t + table[(k + q) & 3];
  return t;
}

int main(void) {
  double v[N * M];
  for (int i = 0; i < N * M; i++)
    v[i] = i % 13;
  scale(N * M, v);
  // CHECK: helper-in-distributed-loop-reads-table.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      L[i][j] = smooth(v[i * M + j], i + j);
  // CODE: alb_sync_all(); {{/}}* autolb: make distributed data whole */
  // CODE-NEXT: printf("%a\n", smooth(L[3][4], 1));
  printf("%a\n", smooth(L[3][4], 1));
  printf("%a\n", shared_table[1]);
  for (int i = 0; i < N; i += 7)
    printf("%d %a %a\n", i, L[i][i % M], v[i * M]);
  return 0;
}
