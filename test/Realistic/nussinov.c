// nussinov (PolyBench 4): RNA secondary structure by dynamic programming on
// int scores (max). The inits are distributed. The DP reads row i+1 and row
// i's earlier entries, so every level carries a dependence and stays
// sequential (LoopCarriedDependence); the print loop counts with a scalar 't'
// across iterations (ScalarRecurrence) and calls printf.
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

#define N 180
#define DATA_TYPE int
typedef char base;

#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static void *alloc_data(unsigned long n, int size) { return calloc(n, size); }

static void init_array(int n, base seq[N], DATA_TYPE table[N][N]) {
  int i, j;

  // base is AGCT/0..3
  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++) {
    seq[i] = (base)((i + 1) % 4);
  }

  // DIST: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      table[i][j] = 0;
}

static void print_array(int n, DATA_TYPE table[N][N]) {
  int i, j;
  int t = 0;

  // MISSED: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=ScalarRecurrence]
  // MISSED: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=OutputCall]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=ScalarRecurrence]
  for (i = 0; i < n; i++) {
    for (j = i; j < n; j++) {
      if (t % 20 == 0)
        printf("\n");
      printf("%d ", table[i][j]);
      t++;
    }
  }
  printf("\n");
}

/* RNA secondary structure prediction (Nussinov's algorithm), PolyBench 4 */
static void kernel_nussinov(int n, base seq[N], DATA_TYPE table[N][N]) {
  int i, j, k;

  // MISSED: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // MISSED: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (i = n - 1; i >= 0; i--) {
    for (j = i + 1; j < n; j++) {

      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < n)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);

      if (j - 1 >= 0 && i + 1 < n) {
        /* don't allow adjacent elements to bond */
        if (i < j - 1)
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1] +
                                                   match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }

      // MISSED: :[[@LINE+1]]:7: remark: loop 'k' is not distributed: {{.*}} [-Ralb-missed=LoopCarriedDependence]
      for (k = i + 1; k < j; k++) {
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      }
    }
  }
}

int main(void) {
  int n = N;
  base(*seq)[N] = alloc_data(N, sizeof(base));
  DATA_TYPE(*table)[N][N] = alloc_data(N * N, sizeof(DATA_TYPE));

  init_array(n, *seq, *table);
  kernel_nussinov(n, *seq, *table);
  print_array(n, *table);

  free(seq);
  free(table);
  return 0;
}
