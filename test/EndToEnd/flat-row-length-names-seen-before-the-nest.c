// The names the generated code writes before a nest of a loop tree (a flat
// array's row length in its description, a row-length check) must mean
// there what they mean in the loops, with the values the loops see. Each
// function below was distributed and printed other elements (the rows
// overlapping, or the description reading a global) before these were
// refused: a declaration inside the tree hiding the check's variable
// (`int n = 2;` above the nest), a static local column bound or row length
// declared inside the nest beside a global of its name, and a global bound
// changed through a pointer between the outer loop's test and the nest.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK-NOT: distributed as
// REMARK-NOT: delinearized
#include <stdio.h>
#include <stdlib.h>

#define ROWS 400

int lim = 1;
int w = 100;
int gn = 6;

static void hidden_bound(double *x, int m, int n) {
  for (int t = 0; t < n; t++) {
    int n = 2;
    for (int i = 0; i < ROWS; i++)
      for (int j = 0; j < t; j++)
        x[i * m + j] = x[i * m + j] * 0.5 + i + j + n;
  }
}

static void static_bound(double *x, int m) {
  for (int i = 0; i < ROWS; i++) {
    static int lim = 6;
    for (int j = 0; j < lim; j++)
      x[i * m + j] = x[i * m + j] * 0.5 + i + j;
  }
}

static void static_length(double *x) {
  for (int i = 0; i < ROWS; i++) {
    static int w = 4;
    for (int j = 0; j < w; j++)
      x[i * w + j] = x[i * w + j] * 0.5 + i + j;
  }
}

static void bound_changed_through_pointer(double *x, int m, int *pn) {
  for (int t = 0; t < gn; t++) {
    pn[0] = 1;
    for (int i = 0; i < ROWS; i++)
      for (int j = 0; j < t; j++)
        x[i * m + j] = x[i * m + j] * 0.75 + i - j;
    pn[0] = 6;
  }
}

static void report(const char *what, const double *x) {
  for (int e = 0; e < ROWS * 4 + 16; e += 37)
    printf("%s %d %.17g\n", what, e, x[e]);
  printf("%s last %.17g\n", what, x[ROWS * 4 + 15]);
}

int main(void) {
  double *x = calloc(ROWS * 4 + 16, sizeof *x);
  if (!x)
    return 1;
  hidden_bound(x, 4, 6);
  report("hidden", x);
  static_bound(x, 4);
  static_bound(x, 4);
  report("static bound", x);
  static_length(x);
  static_length(x);
  report("static length", x);
  bound_changed_through_pointer(x, 4, &gn);
  report("through pointer", x);
  printf("%d %d %d\n", lim, w, gn);
  free(x);
  return 0;
}
