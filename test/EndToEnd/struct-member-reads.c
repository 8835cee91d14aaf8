// Sizes and coefficients kept in a struct and read through a pointer in
// the loops ('p->n', 'p->dt'): the loops whose writes cannot change them
// by C's aliasing rules are distributed (restrict arrays, a declared
// array, writes of another type), the others under a run-time check that
// the struct does not overlap the array written; every run prints what
// the sequential program prints.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define N 1500

struct params {
  int n;
  int steps;
  double dt;
  double decay;
};

static double field[N];

// CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
static void advance(const struct params *p, double *restrict x,
                    const double *restrict v) {
  for (int i = 0; i < p->n; i++)
    x[i] += p->dt * v[i];
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
static void relax(const struct params *p) {
  for (int i = 0; i < p->n; i++)
    field[i] = field[i] * p->decay + (double)(i % 11);
}

// CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays), when the records it reads members of do not overlap the arrays it writes (a check on every rank before each execution; otherwise the loop runs as written on every rank) [-Ralb-codegen]
static void count(const struct params *p, int *hits, const double *x) {
  for (int i = 0; i < p->n; i++)
    hits[i] = x[i] > p->dt * i;
}

int main(void) {
  struct params prm = {.n = N - 7, .steps = 6, .dt = 0.125, .decay = 0.75};
  double *x = calloc(N, sizeof *x), *v = malloc(N * sizeof *v);
  int *hits = calloc(N, sizeof *hits);
  if (!x || !v || !hits)
    return 1;
  for (int i = 0; i < N; i++)
    v[i] = (double)(i % 29) / 8;
  for (int t = 0; t < prm.steps; t++) {
    advance(&prm, x, v);
    relax(&prm);
  }
  count(&prm, hits, x);
  long h = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    h += hits[i] * (i % 5);
    s += x[i] * (i % 3) + field[i];
  }
  printf("%ld %a\n", h, s);
  free(x);
  free(v);
  free(hits);
  return 0;
}
