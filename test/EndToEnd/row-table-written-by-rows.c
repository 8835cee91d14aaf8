// Matrices written through tables of row pointers (`double **state`), as
// application code writes them: a loop whose iteration i writes row i (or
// row i + 1) only is distributed; before each execution the run-time makes
// the rows whole and checks that they are distinct and clear of the loop's
// other data, and after it sends each row from the rank that wrote it to
// every other rank. Rows allocated one by one and rows into one block;
// input and output tables swapped between steps; a table read at other
// rows while another is written; a row beside a plain array's element
// i - 1; and two tables whose rows the check must
// refuse, the loop then running as written: rows that are all one row,
// and rows into an array the loop reads.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define NSTATE 6

static double **alloc_rows(int n, int m) {
  double **rows = malloc(n * sizeof *rows);
  int i;
  if (!rows)
    exit(1);
  for (i = 0; i < n; i++) {
    rows[i] = malloc(m * sizeof **rows);
    if (!rows[i])
      exit(1);
  }
  return rows;
}

static double **rows_into_block(double *block, int n, int m) {
  double **rows = malloc(n * sizeof *rows);
  int i;
  if (!rows)
    exit(1);
  for (i = 0; i < n; i++)
    rows[i] = block + (size_t)i * m;
  return rows;
}

/* Each cell's state advanced on its own, as an ODE model does. */
static void advance(double **state, const double *rate, int ncells, int steps) {
  int c, k, s;
  // CHECK-DAG: row-table-written-by-rows.c:[[@LINE+1]]:3: remark: loop 'c' distributed as DOALL {{.*}}, writing 'state' by rows (each iteration its own row, sent to every rank after each execution), when those rows are distinct and clear of the other memory the loop uses {{.*}} [-Ralb-codegen]
  for (c = 0; c < ncells; c++)
    for (s = 0; s < steps; s++)
      for (k = 1; k < NSTATE; k++)
        state[c][k] += 0.01 * rate[c] * (state[c][k - 1] - state[c][k]);
}

/* out's rows 1 .. n-2 from in's rows around them. */
static void smooth(double **out, double **in, int n, int m) {
  int i, j;
  // CHECK-DAG: row-table-written-by-rows.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}, writing 'out' by rows
  for (i = 1; i < n - 1; i++)
    for (j = 0; j < m; j++)
      out[i][j] = 0.25 * in[i - 1][j] + 0.5 * in[i][j] + 0.25 * in[i + 1][j];
}

/* Row i + 1 from row i of another table: an offset row. */
static void shift_down(double **to, double **from, int n, int m) {
  int i, j;
  // CHECK-DAG: row-table-written-by-rows.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}, writing 'to' by rows
  for (i = 0; i < n - 1; i++)
    for (j = 0; j < m; j++)
      to[i + 1][j] = from[i][j] * 0.5 + j;
}

/* Adds one to every element: wrong in parallel when rows are shared. */
static void bump(double **a, const double *w, int n, int m) {
  int i, j;
  // CHECK-DAG: row-table-written-by-rows.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}, writing 'a' by rows
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = a[i][j] + w[j];
}

/* Row i beside element i - 1 of a plain array: the iterations own slice
   i - 1, and the row offset counts from there. */
static void sums_behind(double **a, double *x, int n, int m) {
  int i, j;
  // CHECK-DAG: row-table-written-by-rows.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}, writing 'a' by rows
  for (i = 1; i < n; i++) {
    double s = 0.0;
    for (j = 0; j < m; j++) {
      a[i][j] = a[i][j] * 0.5 + i + j;
      s += a[i][j];
    }
    x[i - 1] = s;
  }
}

static double total(double **a, int n, int m) {
  double t = 0.0;
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      t += a[i][j] * (1 + (i + j) % 7);
  return t;
}

int main(void) {
  int ncells = 900, n = 400, m = 300, i, j, t;
  double **state = alloc_rows(ncells, NSTATE);
  double *rate = malloc(ncells * sizeof *rate);
  double *block = malloc((size_t)n * m * sizeof *block);
  double **a = rows_into_block(block, n, m), **b = alloc_rows(n, m), **tmp;
  double *w = malloc(m * sizeof *w);
  double *scratch = malloc(m * sizeof *scratch);
  double **same_row = malloc(n * sizeof *same_row);
  double **into_w = malloc(3 * sizeof *into_w);
  if (!rate || !block || !w || !scratch || !same_row || !into_w)
    return 1;
  for (i = 0; i < ncells; i++) {
    rate[i] = 0.5 + (i % 17) * 0.1;
    for (j = 0; j < NSTATE; j++)
      state[i][j] = (double)((i * 3 + j * 5) % 11);
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      a[i][j] = (double)((i + 2 * j) % 13);
      b[i][j] = 0.0;
    }
  for (j = 0; j < m; j++) {
    w[j] = 1.0 + j % 4;
    scratch[j] = 0.0;
  }
  for (i = 0; i < n; i++)
    same_row[i] = scratch;
  for (i = 0; i < 3; i++)
    into_w[i] = w + i;

  advance(state, rate, ncells, 40);
  printf("state %.10g\n", total(state, ncells, NSTATE));
  for (t = 0; t < 4; t++) {
    smooth(b, a, n, m);
    tmp = a;
    a = b;
    b = tmp;
    printf("step %d: %.10g\n", t, total(a, n, m));
  }
  shift_down(b, a, n, m);
  printf("shifted %.10g\n", total(b, n, m));
  bump(b, w, n, m);
  printf("bumped %.10g\n", total(b, n, m));
  sums_behind(b, rate, n, m);
  printf("sums behind %.10g %.10g\n", total(b, n, m), rate[0] + rate[n - 2]);
  bump(same_row, w, n, m);
  printf("one row %.10g\n", total(same_row, 1, m));
  bump(into_w, w, 3, 1);
  printf("rows into w %.10g %.10g\n", w[0], w[2]);
  return 0;
}
