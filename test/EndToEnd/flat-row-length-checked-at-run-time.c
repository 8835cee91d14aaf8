// Flat arrays whose row lengths the loop bounds do not prove long enough:
// `a[i*w]` (column 0 of row i) and `pos[i*dim + k]` for k < 3. The nests
// are distributed when 0 < w and 2 < dim hold, which the generated code
// checks before each execution. Where they do not (w = 0: every iteration
// writes a[0]; dim = 2: row i's last columns are row i + 1's first), the
// rows overlap and the nests run as written on every rank; distributed,
// they would keep another iteration's a[0] and update the shared elements
// in another order.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK-DAG: flat-row-length-checked-at-run-time.c:[[#@LINE+16]]:5: remark: loop 'i' distributed as DOALL{{.*}}when 0 < w (a check before each execution
// REMARK-DAG: flat-row-length-checked-at-run-time.c:[[#@LINE+22]]:5: remark: loop 'i' distributed as DOALL{{.*}}when 2 < dim (a check before each execution
#include <stdio.h>
#include <stdlib.h>

#define N 4000

static void report(const char *what, const double *x, int count) {
  double sum = 0;
  for (int e = 0; e < count; e++)
    sum = sum * 0.999 + x[e];
  printf("%s %.17g %.17g %.17g\n", what, sum, x[0], x[count - 1]);
}

static void stamp(double *a, int n, int w, int step) {
  for (int t = 0; t < 3; t++)
    for (int i = 0; i < n; i++)
      a[i * w] = a[i * w] * 0.5 + i + step + t;
  report(w > 0 ? "stamp rows" : "stamp zero", a, N * 5);
}

static void relax(double *pos, int n, int dim) {
  for (int t = 0; t < 3; t++)
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 3; k++)
        pos[i * dim + k] = pos[i * dim + k] * 0.5 + k + t;
  report(dim > 2 ? "relax dim 3" : "relax dim 2", pos, N * 3 + 8);
}

int main(void) {
  double *a = calloc(N * 5, sizeof *a);
  double *pos = calloc(N * 3 + 8, sizeof *pos);
  if (!a || !pos)
    return 1;
  stamp(a, N, 5, 0);
  relax(pos, N, 3);
  stamp(a, N, 0, 1);
  relax(pos, N, 2);
  stamp(a, N, 5, 2);
  relax(pos, N, 3);
  free(a);
  free(pos);
  return 0;
}
