// floyd-warshall (PolyBench 4): all-pairs shortest paths on int weights, in
// place. The init is distributed by rows. In the relaxation every level
// carries a dependence through path (row k and column k are read while path is
// written), so it stays sequential (LoopCarriedDependence): that row and
// column k do not change in step k holds only because weights are
// non-negative, which the tool cannot know. Print loop sequential (printf).
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

#define N 120
#define DATA_TYPE int

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, DATA_TYPE path[N][N]) {
  int i, j;

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}

static void print_array(int n, DATA_TYPE path[N][N]) {
  int i, j;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if ((i * n + j) % 20 == 0)
        printf("\n");
      printf("%d ", path[i][j]);
    }
  printf("\n");
}

/* All-pairs shortest paths */
static void kernel_floyd_warshall(int n, DATA_TYPE path[N][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+3]]:3: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // MISSED: :[[@LINE+3]]:5: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // MISSED: :[[@LINE+3]]:7: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (k = 0; k < n; k++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j]
                         ? path[i][j]
                         : path[i][k] + path[k][j];
  }
}

int main(void) {
  int n = N;
  DATA_TYPE(*path)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));

  init_array(n, *path);
  kernel_floyd_warshall(n, *path);
  print_array(n, *path);

  free(path);
  return 0;
}
