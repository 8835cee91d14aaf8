// fdtd-2d (PolyBench 4): 2-D finite-difference time-domain kernel (ex, ey,
// hz). The inits are distributed by rows. The time loop carries all three
// fields and stays sequential; in each step the boundary row update of ey is
// distributed over 'j' and the three field updates are distributed by rows as
// DOALL (ey reads hz's row i-1, hz reads ey's row i+1). Print loops sequential
// (printf).
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

#define TMAX 20
#define NX 80
#define NY 100
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY],
                       DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY],
                       DATA_TYPE _fict_[TMAX]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < tmax; i++)
    _fict_[i] = (DATA_TYPE)i;
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((DATA_TYPE)i * (j + 1)) / nx;
      ey[i][j] = ((DATA_TYPE)i * (j + 2)) / ny;
      hz[i][j] = ((DATA_TYPE)i * (j + 3)) / nx;
    }
}

static void print_array(int nx, int ny, DATA_TYPE ex[NX][NY],
                        DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      if ((i * nx + j) % 20 == 0)
        printf("\n");
      printf("%a ", ex[i][j]);
    }
  printf("\n");
  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      if ((i * nx + j) % 20 == 0)
        printf("\n");
      printf("%a ", ey[i][j]);
    }
  printf("\n");
  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      if ((i * nx + j) % 20 == 0)
        printf("\n");
      printf("%a ", hz[i][j]);
    }
  printf("\n");
}

static void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY],
                           DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY],
                           DATA_TYPE _fict_[TMAX]) {
  int t, i, j;

  // MISSED-COUNT-3: :[[@LINE+2]]:3: remark: loop 't' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // DIST: :[[@LINE+2]]:5: remark: loop 'j' distributed as DOALL
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = _fict_[t];
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    // DIST: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j] +
                                                 ey[i + 1][j] - ey[i][j]);
  }
}

int main(void) {
  int tmax = TMAX;
  int nx = NX;
  int ny = NY;
  DATA_TYPE(*ex)[NX][NY] = alloc_data(NX * NY, sizeof(DATA_TYPE));
  DATA_TYPE(*ey)[NX][NY] = alloc_data(NX * NY, sizeof(DATA_TYPE));
  DATA_TYPE(*hz)[NX][NY] = alloc_data(NX * NY, sizeof(DATA_TYPE));
  DATA_TYPE(*_fict_)[TMAX] = alloc_data(TMAX, sizeof(DATA_TYPE));

  init_array(tmax, nx, ny, *ex, *ey, *hz, *_fict_);
  kernel_fdtd_2d(tmax, nx, ny, *ex, *ey, *hz, *_fict_);
  print_array(nx, ny, *ex, *ey, *hz);

  free(ex);
  free(ey);
  free(hz);
  free(_fict_);
  return 0;
}
