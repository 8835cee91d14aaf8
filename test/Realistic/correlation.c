// correlation (PolyBench 4): correlation matrix of the columns of data. The
// init, the column-mean and column-stddev loops (distributed by columns 'j')
// and the centring nest (by rows) are distributed as DOALL. So is the
// symmetric product nest by rows 'i': iteration i writes row i and column i
// (corr[j][i], rows i+1 to m-1, the last one outside the loop's rows), and
// the run-time sends the column's elements to their rows' owners after the
// nest; its k loop is a sum into corr[i][j] inside one iteration. Print loop
// sequential (printf). sqrt needs -lm.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=DIST --implicit-check-not=reassociated --implicit-check-not='{{distributed (as|and pipelined)}}' < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
// Above each loop nest: one DIST line per loop distributed (and per
// reduction announced as reassociated), one MISSED line per reason that
// a loop is not distributed.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define M 80
#define N 100
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int m, int n, DATA_TYPE *float_n,
                       DATA_TYPE data[N][M]) {
  int i, j;

  *float_n = (DATA_TYPE)N;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = (DATA_TYPE)(i * j) / M + i;
}

static void print_array(int m, DATA_TYPE corr[M][M]) {
  int i, j;

  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < m; i++)
    // MISSED: :[[@LINE+1]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
    for (j = 0; j < m; j++) {
      if ((i * m + j) % 20 == 0)
        printf("\n");
      printf("%a ", corr[i][j]);
    }
  printf("\n");
}

static void kernel_correlation(int m, int n, DATA_TYPE float_n,
                               DATA_TYPE data[N][M], DATA_TYPE corr[M][M],
                               DATA_TYPE mean[M], DATA_TYPE stddev[M]) {
  int i, j, k;

  DATA_TYPE eps = SCALAR_VAL(0.1);

  // DIST: :[[@LINE+1]]:3: remark: loop 'j' distributed as DOALL
  for (j = 0; j < m; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

  // DIST: :[[@LINE+1]]:3: remark: loop 'j' distributed as DOALL
  for (j = 0; j < m; j++) {
    stddev[j] = SCALAR_VAL(0.0);
    for (i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = SQRT_FUN(stddev[j]);
    /* The following in an inelegant but usual way to handle
       near-zero std. dev. values, which below would cause a zero-
       divide. */
    stddev[j] = stddev[j] <= eps ? SCALAR_VAL(1.0) : stddev[j];
  }

  /* Center and reduce the column vectors. */
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= SQRT_FUN(float_n) * stddev[j];
    }

  /* Calculate the m * m correlation matrix. */
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = SCALAR_VAL(1.0);
    for (j = i + 1; j < m; j++) {
      corr[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < n; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      // DIST: :[[@LINE+1]]:7: remark: writes to 'corr' outside the rows iteration 'i' owns ('corr[j][i]': column i of rows i + 1 to m - 1) are sent to their owners after each execution of the loop
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = SCALAR_VAL(1.0);
}

int main(void) {
  int n = N;
  int m = M;
  DATA_TYPE float_n;
  DATA_TYPE(*data)[N][M] = alloc_data(N * M, sizeof(DATA_TYPE));
  DATA_TYPE(*corr)[M][M] = alloc_data(M * M, sizeof(DATA_TYPE));
  DATA_TYPE(*mean)[M] = alloc_data(M, sizeof(DATA_TYPE));
  DATA_TYPE(*stddev)[M] = alloc_data(M, sizeof(DATA_TYPE));

  init_array(m, n, &float_n, *data);
  kernel_correlation(m, n, float_n, *data, *corr, *mean, *stddev);
  print_array(m, *corr);

  free(data);
  free(corr);
  free(mean);
  free(stddev);
  return 0;
}
