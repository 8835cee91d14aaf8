// A population of independent cells, as an application writes it: a helper
// integrates one cell's state row (`integrate(state[c], ..., &sum[c])`),
// updating the row through constant indices and counted loops, through a
// step helper with a scratch array of its own, and recording a summary
// through a pointer to the cell's record. The loop over cells is
// distributed: the call stands for a write of row c, columns [0, NSTATE),
// and of sum[c]. Rows allocated one by one and rows into one block; the
// rows of a matrix `double (*grid)[NSTATE]`; rows passed as `&state[c][0]`
// and `&grid[c][0]`; a
// scratch array private to each iteration; the helper called again from
// replicated code on one cell; and a table whose rows are all
// one row, which the run-time check refuses, the loop then running as
// written.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { V, W, CA, NSTATE };

struct summary {
  double peak, trough;
  int beats;
  int steps;
};

static void rhs(const double *y, double *dydt, double drive) {
  dydt[V] = drive + y[W] - y[V] * y[V] * y[V] / 3.0 + y[V];
  dydt[W] = 0.08 * (y[V] + 0.7 - 0.8 * y[W]);
  dydt[CA] = 0.01 * (y[V] - y[CA]);
}

static void step(double *y, double h, double drive) {
  double k[NSTATE], mid[NSTATE];
  int i;
  rhs(y, k, drive);
  for (i = 0; i < NSTATE; i++)
    mid[i] = y[i] + 0.5 * h * k[i];
  rhs(mid, k, drive);
  for (i = 0; i < NSTATE; i++)
    y[i] += h * k[i];
}

static void integrate(double *y, double drive, int steps,
                      struct summary *s) {
  int n, firing = 0;
  s->peak = s->trough = y[V];
  s->beats = 0;
  s->steps = 0;
  for (n = 0; n < steps; n++) {
    step(y, 0.05, drive);
    s->steps++;
    if (y[V] > s->peak)
      s->peak = y[V];
    if (y[V] < s->trough)
      s->trough = y[V];
    if (!firing && y[V] > 1.0) {
      firing = 1;
      s->beats++;
    } else if (firing && y[V] < -1.0) {
      firing = 0;
    }
  }
}

static void simulate(double **state, const double *drive,
                     struct summary *sum, int ncells, int steps) {
  int c;
  // CHECK: helpers-write-rows-and-records.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed{{.*}} writing 'state' at row c by rows
  for (c = 0; c < ncells; c++)
    integrate(state[c], drive[c], steps, &sum[c]);
}

// The same cells in a matrix: row c is its columns [0, NSTATE).
static void simulate_matrix(double (*grid)[NSTATE], const double *drive,
                            struct summary *sum, int ncells, int steps) {
  int c;
  // CHECK: helpers-write-rows-and-records.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (c = 0; c < ncells; c++)
    integrate(grid[c], drive[c], steps, &sum[c]);
}

// Rows passed as the address of their first element, as C89 code does.
static void simulate_first_elements(double **state, double (*grid)[NSTATE],
                                    const double *drive, struct summary *sum,
                                    int ncells, int steps) {
  int c;
  // CHECK: helpers-write-rows-and-records.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed{{.*}} writing 'state' at row c by rows
  for (c = 0; c < ncells; c++)
    integrate(&state[c][0], drive[c], steps, &sum[c]);
  // CHECK: helpers-write-rows-and-records.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (c = 0; c < ncells; c++)
    integrate(&grid[c][0], drive[c], steps, &sum[c]);
}

// Each iteration integrates a copy of the cell in its own scratch array.
static void probe(double **state, const double *drive, double *out,
                  int ncells) {
  int c;
  // CHECK: helpers-write-rows-and-records.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (c = 0; c < ncells; c++) {
    double y[NSTATE];
    int i, n;
    for (i = 0; i < NSTATE; i++)
      y[i] = state[c][i];
    for (n = 0; n < 30; n++)
      step(y, 0.1, drive[c]);
    out[c] = y[V] + y[W] + y[CA];
  }
}

static double **alloc_rows(int n) {
  double **rows = malloc(n * sizeof *rows);
  int i;
  if (!rows)
    exit(1);
  for (i = 0; i < n; i++)
    if (!(rows[i] = malloc(NSTATE * sizeof **rows)))
      exit(1);
  return rows;
}

static double **rows_into_block(int n) {
  double **rows = malloc(n * sizeof *rows);
  double *block = malloc((size_t)n * NSTATE * sizeof *block);
  int i;
  if (!rows || !block)
    exit(1);
  for (i = 0; i < n; i++)
    rows[i] = block + (size_t)i * NSTATE;
  return rows;
}

static void start(double **state, int ncells) {
  int c, i;
  for (c = 0; c < ncells; c++)
    for (i = 0; i < NSTATE; i++)
      state[c][i] = -1.0 + 0.1 * ((c * 7 + i * 3) % 13);
}

static void report(const char *name, double **state,
                   const struct summary *sum, int ncells) {
  double total = 0.0, peaks = 0.0;
  long beats = 0, steps = 0;
  int c, i;
  for (c = 0; c < ncells; c++) {
    for (i = 0; i < NSTATE; i++)
      total += state[c][i];
    peaks += sum[c].peak - sum[c].trough;
    beats += sum[c].beats;
    steps += sum[c].steps;
  }
  printf("%s: state %.12g peaks %.12g beats %ld steps %ld\n", name, total,
         peaks, beats, steps);
}

int main(void) {
  int ncells = 600, c;
  double **one_by_one = alloc_rows(ncells), **block = rows_into_block(ncells);
  double **same_row = malloc(ncells * sizeof *same_row);
  double *drive = malloc(ncells * sizeof *drive);
  double *out = malloc(ncells * sizeof *out);
  struct summary *sum = malloc(ncells * sizeof *sum);
  double(*grid)[NSTATE] = malloc(ncells * sizeof *grid);
  double checksum = 0.0;
  if (!same_row || !drive || !out || !sum || !grid)
    return 1;
  for (c = 0; c < ncells; c++) {
    drive[c] = 0.2 + 0.6 * (c % 23) / 23.0;
    same_row[c] = one_by_one[0];
    grid[c][V] = 0.01 * (c % 31);
    grid[c][W] = -0.5;
    grid[c][CA] = 0.0;
  }
  start(one_by_one, ncells);
  start(block, ncells);
  probe(one_by_one, drive, out, ncells);
  printf("probe %.12g %.12g\n", out[0], out[ncells - 1]);
  simulate(one_by_one, drive, sum, ncells, 200);
  report("one by one", one_by_one, sum, ncells);
  integrate(one_by_one[7], 0.3, 40, &sum[7]);
  report("cell 7 again", one_by_one, sum, ncells);
  simulate(block, drive, sum, ncells, 150);
  report("block", block, sum, ncells);
  simulate_matrix(grid, drive, sum, ncells, 120);
  for (c = 0; c < ncells; c++)
    checksum += grid[c][V] + grid[c][W] + grid[c][CA] + sum[c].beats;
  printf("matrix %.12g\n", checksum);
  simulate_first_elements(block, grid, drive, sum, ncells, 50);
  report("first elements", block, sum, ncells);
  checksum = 0.0;
  for (c = 0; c < ncells; c++)
    checksum += grid[c][V] + grid[c][W] + grid[c][CA];
  printf("matrix again %.12g\n", checksum);
  simulate(same_row, drive, sum, ncells, 3);
  report("one row", same_row, sum, 1);
  return 0;
}
