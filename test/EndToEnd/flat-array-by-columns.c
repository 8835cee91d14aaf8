// Flat arrays written by columns: 'T[j*n + i]' from a loop over i, T
// allocated with exactly the rows the loop over j reaches, so that a
// descriptor with more rows than the allocation would read and write past
// it. The rows come from that loop's bounds (m, m + 2, and an empty loop
// for m = 0); the loops over i are distributed by columns and rerun in a
// time loop, so the balancer may move columns between executions.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

static float *allocate(long elements) {
  float *p = malloc((size_t)(elements > 0 ? elements : 1) * sizeof *p);
  if (!p)
    exit(1);
  return p;
}

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
static void transpose(int n, int m, float *restrict T,
                      const float *restrict B) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      T[j * n + i] = B[i * m + j] + (float)j;
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
static void shifted(int n, int m, float *T) {
  for (int i = 0; i < n; i++)
    for (int j = 1; j <= m; j++)
      T[(j + 1) * n + i] = T[(j + 1) * n + i] * 0.5f + (float)(i - j);
}

static void run(int n, int m) {
  float *B = allocate((long)n * m), *T = allocate((long)m * n);
  float *S = allocate((long)(m + 2) * n);
  for (long k = 0; k < (long)n * m; k++)
    B[k] = (float)(k % 17) / 4;
  for (long k = 0; k < (long)(m + 2) * n; k++)
    S[k] = (float)(k % 5);
  for (int step = 0; step < 6; step++) {
    transpose(n, m, T, B);
    shifted(n, m, S);
  }
  double sum = 0;
  for (long k = 0; k < (long)m * n; k++)
    sum += T[k] * (double)(k % 7 + 1);
  for (long k = 0; k < (long)(m + 2) * n; k++)
    sum += S[k] * (double)(k % 3 + 1);
  printf("n %d m %d: %a\n", n, m, sum);
  free(S);
  free(T);
  free(B);
}

int main(void) {
  run(301, 57);
  run(64, 1);
  run(40, 0);
  run(3, 200);
  return 0;
}
