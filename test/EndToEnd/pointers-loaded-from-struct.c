// Application code keeps its arrays in a struct and loads them into local
// pointers at the top of a function (`double *w = p->weights`). Such a
// pointer can point into a declared array only if the program stores one's
// address, which this file does not: its loops are distributed like those
// over parameters, each under a run-time alias check. Two of the pointers
// lie in one block at different offsets; the run-time makes the first
// array whole and forgets it before a nest describes the second, so it
// never tracks the same bytes twice.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

struct particles {
  int n;
  double *x, *w;
  double *halves; /* one block of 2n: the lower and the upper half */
  double *lower, *upper;
};

static int particles_alloc(struct particles *p, int n) {
  p->n = n;
  p->x = malloc(n * sizeof(double));
  p->w = malloc(n * sizeof(double));
  p->halves = malloc(2 * n * sizeof(double));
  if (!p->x || !p->w || !p->halves)
    return -1;
  p->lower = p->halves;
  p->upper = p->halves + n / 2;
  return 0;
}

static void init(struct particles *p) {
  int n = p->n;
  double *x = p->x, *w = p->w;
  // CHECK-DAG: pointers-loaded-from-struct.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++) {
    x[i] = (i * 37) % 101;
    w[i] = 1.0 / n;
  }
}

static void weigh(struct particles *p) {
  int n = p->n;
  double *x = p->x, *w = p->w;
  // CHECK-DAG: pointers-loaded-from-struct.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < n; i++)
    w[i] = w[i] * (1.0 + x[i] / 100.0);
}

static void halves(struct particles *p) {
  int n = p->n;
  double *lower = p->lower, *upper = p->upper;
  // CHECK-DAG: pointers-loaded-from-struct.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < 2 * n; i++)
    lower[i] = i % 7;
  // Overlaps the lower array's second half, under another base.
  // CHECK-DAG: pointers-loaded-from-struct.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    upper[i] = upper[i] * 2 + 1;
}

int main(void) {
  struct particles p;
  if (particles_alloc(&p, 6000) != 0)
    return 1;
  init(&p);
  for (int t = 0; t < 3; t++) {
    weigh(&p);
    halves(&p);
  }
  double s = 0;
  for (int i = 0; i < p.n; i += 7)
    s += p.w[i] * p.x[i];
  printf("%.17g\n", s);
  for (int i = 0; i < 2 * p.n; i += 499)
    printf("%d %g\n", i, p.halves[i]);
  free(p.x);
  free(p.w);
  free(p.halves);
  return 0;
}
