// bicg (PolyBench 4): BiCG sub-kernel, s := A^T r and q := A p in one nest.
// The inits and s's zeroing are distributed as DOALL. The row loop accumulates
// s[j] for all j in every iteration: an array reduction over the section
// s[0..m-1], so it is distributed, every rank adding into its own copy of s,
// combined after the loop (reassociated); q[i] follows the rows. Print loops
// sequential (printf).
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=DIST --implicit-check-not=reassociated --implicit-check-not='{{distributed (as|and pipelined)}}' < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// Above each loop nest: one DIST line per loop distributed (and per
// reduction announced as reassociated), one MISSED line per reason that
// a loop is not distributed.
#include <stdio.h>
#include <stdlib.h>

#define M 110
#define N 130
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE A[N][M], DATA_TYPE r[N],
                       DATA_TYPE p[M]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    p[i] = (DATA_TYPE)(i % m) / m;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    r[i] = (DATA_TYPE)(i % n) / n;
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE)(i * (j + 1) % n) / n;
  }
}

static void print_array(int m, int n, DATA_TYPE s[M], DATA_TYPE q[N]) {
  int i;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", s[i]);
  }
  printf("\n");
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++) {
    if (i % 20 == 0)
      printf("\n");
    printf("%a ", q[i]);
  }
  printf("\n");
}

/* BiCG sub kernel: s := A^T r, q := A p */
static void kernel_bicg(int m, int n, DATA_TYPE A[N][M], DATA_TYPE s[M],
                        DATA_TYPE q[N], DATA_TYPE p[M], DATA_TYPE r[N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    s[i] = 0;
  // DIST: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
  // DIST: :[[@LINE+1]]:3: remark: sum into array 's': every rank updates its own copy {{.*}} reassociated
  for (i = 0; i < n; i++) {
    q[i] = SCALAR_VAL(0.0);
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

int main(void) {
  int n = N;
  int m = M;
  DATA_TYPE(*A)[N][M] = alloc_data(N * M, sizeof(DATA_TYPE));
  DATA_TYPE(*s)[M] = alloc_data(M, sizeof(DATA_TYPE));
  DATA_TYPE(*q)[N] = alloc_data(N, sizeof(DATA_TYPE));
  DATA_TYPE(*p)[M] = alloc_data(M, sizeof(DATA_TYPE));
  DATA_TYPE(*r)[N] = alloc_data(N, sizeof(DATA_TYPE));

  init_array(m, n, *A, *r, *p);
  kernel_bicg(m, n, *A, *s, *q, *p, *r);
  print_array(m, n, *s, *q);

  free(A);
  free(s);
  free(q);
  free(p);
  free(r);
  return 0;
}
