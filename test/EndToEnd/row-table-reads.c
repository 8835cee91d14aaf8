// Matrices read through tables of row pointers (`double **a`): a nest that
// only reads the table, as a[k][j], is distributed; before each execution
// the run-time makes the rows' memory whole (alb_rows_sync) and checks that
// the nest writes none of it (alb_rows_disjoint), else the loop runs as
// written on every rank. Four tables: over one block; rows allocated one by
// one; rows into a matrix that an earlier distributed nest wrote (each rank
// holds only its slices of it until the sync fetches the others); rows into
// the very array the nest writes, one element back, which the check must
// catch (a flow dependence the dependence test does not see).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CODE: if ((alb_rows_sync((void *const *)a, (long)(0), (long)(n) >= 0 && (long)(m + -1) >= 0 ? (long)(n) + 1 : (long)(0)), (long)(0) * (long)sizeof(a[0][0]), ((long)(m + -1) + 1) * (long)sizeof(a[0][0])), alb_all_ranks({{.*}}alb_rows_disjoint((void *const *)a, {{.*}}))) {
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define M 400

/* y[j] = sum over k <= n of a[k][j] * x[k], for j in [1, m). */
void weighted_columns(int n, int m, double **a, const double *x, double *y) {
  // CHECK-DAG: row-table-reads.c:[[@LINE+1]]:3: remark: loop 'j' distributed as DOALL {{.*}}, after making whole the rows it reads through tables of row pointers or the containers of const records, when it writes none of them and its arrays that may share memory do not overlap (a check on every rank before each execution; otherwise the loop runs as written on every rank) [-Ralb-codegen]
  for (int j = 1; j < m; j++) {
    double s = 0.0;
    for (int k = 0; k <= n; k++)
      s += a[k][j] * x[k];
    y[j] = s;
  }
}

/* Every column of a, summed over its rows, into acc. */
void column_totals(int n, int m, double **a, double *acc) {
  // CHECK-DAG: row-table-reads.c:[[@LINE+1]]:3: remark: loop 'j' is DOALL; distributed{{.*}}, reading the rows of 'a' whole
  for (int j = 0; j < m; j++) {
    acc[j] = 0.0;
    for (int i = 0; i < n; i++)
      acc[j] += a[i][j];
  }
}

/* A distributed nest writing a matrix the next nests read through rows. */
void fill(int n, double (*g)[M], int t) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      g[i][j] = (double)((i * 7 + j * 3 + t) % 11) - 5.0;
}

static double checksum(int m, const double *v) {
  double c = 0.0;
  for (int j = 0; j < m; j++)
    c += v[j] * (double)(j % 13 + 1);
  return c;
}

int main(void) {
  double *block = malloc((N + 1) * M * sizeof(double));
  double **one_block = malloc((N + 1) * sizeof(double *));
  double **one_by_one = malloc((N + 1) * sizeof(double *));
  double **into_grid = malloc((N + 1) * sizeof(double *));
  double **into_output = malloc((N + 1) * sizeof(double *));
  double (*grid)[M] = malloc((N + 1) * sizeof *grid);
  double *x = malloc((N + 1) * sizeof(double));
  double *before_y = malloc((M + 1) * sizeof(double)), *y = before_y + 1;
  double *acc = malloc(M * sizeof(double));
  if (!block || !one_block || !one_by_one || !into_grid || !into_output ||
      !grid || !x || !before_y || !acc)
    return 1;
  for (int i = 0; i <= N; i++) {
    one_block[i] = block + i * M;
    one_by_one[i] = malloc(M * sizeof(double));
    if (!one_by_one[i])
      return 1;
    into_grid[i] = grid[i];
    into_output[i] = before_y;
    x[i] = (i % 5 == 0) ? 0.01 : 0.0;
  }
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < M; j++) {
      block[i * M + j] = (double)((i + 2 * j) % 9);
      one_by_one[i][j] = (double)((3 * i + j) % 7) - 3.0;
    }
  for (int t = 0; t < 3; t++) {
    fill(N + 1, grid, t);
    column_totals(N + 1, M, into_grid, acc);
    printf("step %d: grid through rows %.6f\n", t, checksum(M, acc));
    weighted_columns(N, M, one_block, x, y);
    printf("step %d: one block %.6f\n", t, checksum(M, y));
    weighted_columns(N, M, one_by_one, x, y);
    printf("step %d: one by one %.6f\n", t, checksum(M, y));
    column_totals(N + 1, M, one_by_one, acc);
    printf("step %d: totals %.6f\n", t, checksum(M, acc));
    for (int j = 0; j < M; j++)
      y[j] = 1.0 + j % 3;
    weighted_columns(N, M, into_output, x, y);
    printf("step %d: rows into the output %.6g\n", t, checksum(M, y));
  }
  for (int i = 0; i <= N; i++)
    free(one_by_one[i]);
  free(block);
  free(one_block);
  free(one_by_one);
  free(into_grid);
  free(into_output);
  free(grid);
  free(x);
  free(before_y);
  free(acc);
  return 0;
}
