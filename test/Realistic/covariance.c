// covariance (PolyBench 4): covariance matrix of the columns of data. The
// init, the column means (distributed by columns 'j') and the centring nest
// (by rows) are distributed as DOALL. So is the symmetric product nest by
// rows 'i': iteration i writes row i (cov[i][j], j >= i) and column i
// (cov[j][i]) below the diagonal, in other ranks' rows, which the run-time
// sends to their owners after the nest; its k loop is a sum into cov[i][j]
// inside one iteration. Print loop sequential (printf).
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

#define M 80
#define N 100
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE *float_n,
                       DATA_TYPE data[N][M]) {
  int i, j;

  *float_n = (DATA_TYPE)n;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((DATA_TYPE)i * j) / M;
  (void)m;
}

static void print_array(int m, DATA_TYPE cov[M][M]) {
  int i, j;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < m; j++) {
      if ((i * m + j) % 20 == 0)
        printf("\n");
      printf("%a ", cov[i][j]);
    }
  printf("\n");
}

static void kernel_covariance(int m, int n, DATA_TYPE float_n,
                              DATA_TYPE data[N][M], DATA_TYPE cov[M][M],
                              DATA_TYPE mean[M]) {
  int i, j, k;

  // DIST: :[[@LINE+1]]:3: remark: loop 'j' distributed as DOALL
  for (j = 0; j < m; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - SCALAR_VAL(1.0));
      // DIST: :[[@LINE+1]]:7: remark: writes to 'cov' outside the rows iteration 'i' owns ('cov[j][i]': column i of rows i to m - 1) are sent to their owners after each execution of the loop
      cov[j][i] = cov[i][j];
    }
}

int main(void) {
  int n = N;
  int m = M;
  DATA_TYPE float_n;
  DATA_TYPE(*data)[N][M] = alloc_data(N * M, sizeof(DATA_TYPE));
  DATA_TYPE(*cov)[M][M] = alloc_data(M * M, sizeof(DATA_TYPE));
  DATA_TYPE(*mean)[M] = alloc_data(M, sizeof(DATA_TYPE));

  init_array(m, n, &float_n, *data);
  kernel_covariance(m, n, float_n, *data, *cov, *mean);
  print_array(m, *cov);

  free(data);
  free(cov);
  free(mean);
  return 0;
}
