// adi (PolyBench 4): Alternating Direction Implicit solver; per time step a
// column sweep then a row sweep, each a tridiagonal solve per line. The time
// loop carries u, v, p, q and stays sequential; in each step both line loops
// 'i' are DOALL and distributed: the column sweep writes v by columns and
// reads u by columns i-1..i+1, the row sweep writes u by rows and reads v by
// rows, so v changes distribution between the sweeps. The j loops are
// recurrences inside a distributed line. Print loop sequential (printf).
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

#define N 60
#define TSTEPS 10
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE u[N][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      u[i][j] = (DATA_TYPE)(i + n - j) / n;
    }
}

static void print_array(int n, DATA_TYPE u[N][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%a ", u[i][j]);
    }
  printf("\n");
}

/* Alternating Direction Implicit solver, as in PolyBench 4 (column sweep,
   then row sweep, each a tridiagonal solve per line) */
static void kernel_adi(int tsteps, int n, DATA_TYPE u[N][N], DATA_TYPE v[N][N],
                       DATA_TYPE p[N][N], DATA_TYPE q[N][N]) {
  int t, i, j;
  DATA_TYPE DX, DY, DT;
  DATA_TYPE B1, B2;
  DATA_TYPE mul1, mul2;
  DATA_TYPE a, b, c, d, e, f;

  DX = SCALAR_VAL(1.0) / (DATA_TYPE)n;
  DY = SCALAR_VAL(1.0) / (DATA_TYPE)n;
  DT = SCALAR_VAL(1.0) / (DATA_TYPE)tsteps;
  B1 = SCALAR_VAL(2.0);
  B2 = SCALAR_VAL(1.0);
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);

  a = -mul1 / SCALAR_VAL(2.0);
  b = SCALAR_VAL(1.0) + mul1;
  c = a;
  d = -mul2 / SCALAR_VAL(2.0);
  e = SCALAR_VAL(1.0) + mul2;
  f = d;

  // MISSED-COUNT-4: :[[@LINE+1]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (t = 1; t <= tsteps; t++) {
    // Column Sweep
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < n - 1; i++) {
      v[0][i] = SCALAR_VAL(1.0);
      p[i][0] = SCALAR_VAL(0.0);
      q[i][0] = v[0][i];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] +
                   (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * d) * u[j][i] -
                   f * u[j][i + 1] - a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }

      v[n - 1][i] = SCALAR_VAL(1.0);
      for (j = n - 2; j >= 1; j--) {
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
      }
    }
    // Row Sweep
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < n - 1; i++) {
      u[i][0] = SCALAR_VAL(1.0);
      p[i][0] = SCALAR_VAL(0.0);
      q[i][0] = u[i][0];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] +
                   (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * a) * v[i][j] -
                   c * v[i + 1][j] - d * q[i][j - 1]) /
                  (d * p[i][j - 1] + e);
      }
      u[i][n - 1] = SCALAR_VAL(1.0);
      for (j = n - 2; j >= 1; j--) {
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
      }
    }
  }
}

int main(void) {
  int n = N;
  int tsteps = TSTEPS;
  DATA_TYPE(*u)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*v)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*p)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));
  DATA_TYPE(*q)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));

  init_array(n, *u);
  kernel_adi(tsteps, n, *u, *v, *p, *q);
  print_array(n, *u);

  free(u);
  free(v);
  free(p);
  free(q);
  return 0;
}
