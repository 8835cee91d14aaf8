// Buffers swapped by pointer between the executions of a distributed loop
// (a row-by-row dynamic program): the run-time finds each buffer by its
// address, whichever name holds it, and the loops after the swaps read
// what the last execution wrote.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define N 3000
#define ROWS 40

static int cost(int i, int j) { return (i * 7919 + j * 104729) % 97; }

int main(void) {
  int *prev = malloc(N * sizeof(int));
  int *cur = malloc(N * sizeof(int));
  int *tmp;
  int i, j, best;
  for (j = 0; j < N; j++)
    prev[j] = cost(0, j);
  for (i = 1; i < ROWS; i++) {
    // CHECK: swapped-buffers.c:[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed when 'prev' and 'cur' do not overlap
    for (j = 0; j < N; j++) {
      int left = prev[j > 0 ? j - 1 : j];
      int right = prev[j < N - 1 ? j + 1 : j];
      int m = left < prev[j] ? left : prev[j];
      cur[j] = cost(i, j) + (m < right ? m : right);
    }
    tmp = prev;
    prev = cur;
    cur = tmp;
  }
  best = prev[0];
  // CHECK: swapped-buffers.c:[[@LINE+1]]:3: remark: loop 'j' is DOALL with min reduction into 'best' (int); distributed
  for (j = 0; j < N; j++)
    if (prev[j] < best)
      best = prev[j];
  printf("best %d, prev[17] %d, cur[17] %d\n", best, prev[17], cur[17]);
  free(prev);
  free(cur);
  return 0;
}
