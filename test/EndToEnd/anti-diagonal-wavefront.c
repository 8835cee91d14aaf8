// A dynamic-programming wavefront written by anti-diagonals, as alignment
// codes write it: for each diagonal d, the cells (i, j = d - i) depend on
// the diagonals before only, so the loop over i is distributed (rows, one
// halo row below) with the column held in a local. Before, `a[i - 1][j - 1]`
// with `int j = d - i;` was no affine subscript and the loop stayed
// sequential.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK: anti-diagonal-wavefront.c:[[#@LINE+21]]:5: remark: loop 'i' distributed as DOALL
#include <stdio.h>
#include <stdlib.h>

#define N 600
#define M 500

static int score[N + 1][M + 1];

static int imax(int x, int y) { return x > y ? x : y; }
static int imin(int x, int y) { return x < y ? x : y; }

static int match(int i, int j) { return (i * 7 + j * 3) % 5 == 0 ? 3 : -1; }

int main(void) {
  for (int i = 0; i <= N; i++)
    score[i][0] = 0;
  for (int j = 0; j <= M; j++)
    score[0][j] = 0;
  for (int d = 2; d <= N + M; d++) {
    int ilo = imax(1, d - M), ihi = imin(N, d - 1);
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      int best = score[i - 1][j - 1] + match(i, j);
      if (score[i - 1][j] - 2 > best)
        best = score[i - 1][j] - 2;
      if (score[i][j - 1] - 2 > best)
        best = score[i][j - 1] - 2;
      score[i][j] = best > 0 ? best : 0;
    }
  }
  long sum = 0;
  int top = 0;
  for (int i = 0; i <= N; i++)
    for (int j = 0; j <= M; j++) {
      sum += (long)score[i][j] * ((i + 2 * j) % 7);
      if (score[i][j] > top)
        top = score[i][j];
    }
  printf("sum %ld top %d corner %d\n", sum, top, score[N][M]);
  return 0;
}
