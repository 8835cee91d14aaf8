// Every way this program releases a distributed array that is not whole --
// a statement macro, a helper that frees its parameter, realloc, an
// allocation macro built from a statement expression that exits on
// failure -- goes through the run-time, which forgets the array (realloc
// first makes it whole: its contents move). An atexit handler makes the
// tool sync every array before the run-time stops, and reads through the
// reallocated pointer sync every array; these syncs must not touch freed
// memory (AddressSanitizer reported a heap use after free of the array the
// statement macro freed, and glibc aborted at 3 ranks). The sums are exact
// in any order. The results equal the sequential ones at 1-4 ranks in every
// mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 96
#define DROP(p)                                                                \
  do {                                                                         \
    free((void *)(p));                                                         \
    (p) = NULL;                                                                \
  } while (0)
#define xmalloc(n)                                                             \
  ({                                                                           \
    void *block_;                                                              \
    if (!(block_ = malloc(n)))                                                 \
      exit(-1);                                                                \
    block_;                                                                    \
  })

static double total;
static void report(void) { printf("total %.6f\n", total); }

static void release(double *p) { free(p); }

static void one_round(int round) {
  double *restrict a = (double *)xmalloc(N * sizeof(double));
  double *restrict b = (double *)xmalloc(N * sizeof(double));
  double *restrict c = (double *)xmalloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    a[i] = (i * 7 + round) % 13 + 0.25;
  for (int i = 0; i < N; i++)
    b[i] = a[i] * 0.5 + i;
  for (int i = 0; i < N; i++)
    c[i] = (i * 5 + round) % 11 - 0.75;
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += b[i] * (i % 4);
  total += sum;
  DROP(a);
  release(b);
  double *grown = (double *)realloc(c, 2 * N * sizeof(double));
  for (int i = N; i < 2 * N; i++)
    grown[i] = grown[i - N] * 0.5;
  printf("round %d: %.6f %.6f %.6f\n", round, sum, grown[N - 1],
         grown[2 * N - 1]);
  total += grown[2 * N - 1];
  free(grown);
}

int main(void) {
  atexit(report);
  for (int round = 0; round < 3; round++)
    one_round(round);
  exit(0);
}
// CHECK: remark: loop 'i' distributed as DOALL
// CHECK: remark: loop 'i' distributed as DOALL
// CHECK: remark: loop 'i' distributed as DOALL
// CHECK: remark: loop 'i' distributed as DOALL
// CHECK: remark: every distributed array made whole
