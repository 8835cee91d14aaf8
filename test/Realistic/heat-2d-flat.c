// heat-2d-flat: explicit heat equation on an n x m grid held in one malloc'ed
// block and addressed 'u[i*m + j]', as C codes without VLAs write it. The
// references are read as 'u[i][j]' (rows of m; the bounds of j keep every
// column inside a row): the init and both sweeps are distributed by rows as
// DOALL, the stencil with a halo of one row. The time loop carries u and
// stays sequential. Print loop sequential (printf).
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

#define N 80
#define M 70
#define TSTEPS 25

static void init(int n, int m, double *u, double *v) {
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      u[i * m + j] = (double)((i * 7 + j * 3) % 17) / 17;
      v[i * m + j] = 0;
    }
}

static void heat(int steps, int n, int m, double *restrict u,
                 double *restrict v) {
  const double r = 0.2;
  // MISSED: :[[@LINE+2]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'i' distributed as DOALL
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        v[i * m + j] = u[i * m + j] +
                       r * (u[(i - 1) * m + j] + u[(i + 1) * m + j] +
                            u[i * m + j - 1] + u[i * m + j + 1] -
                            4 * u[i * m + j]);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        u[i * m + j] = v[i * m + j];
  }
}

static void print_grid(int n, int m, const double *u) {
  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      printf("%a%c", u[i * m + j], j == m - 1 ? '\n' : ' ');
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  int m = argc > 2 ? atoi(argv[2]) : M;
  double *u = malloc(sizeof *u * n * m);
  double *v = malloc(sizeof *v * n * m);

  init(n, m, u, v);
  heat(TSTEPS, n, m, u, v);
  print_grid(n, m, u);

  free(u);
  free(v);
  return 0;
}
