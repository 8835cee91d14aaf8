// Two pointers loaded from two distinct heap cells (`*p0`, `*p1`) may point
// into the same block: a static helper given them must not treat its
// parameters as distinct arrays. Here dst is src + 1, so the loop is a
// recurrence; the output must equal the sequential program's in every mode.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

static void kernel(double *src, double *dst, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = 0.5 * src[i] + (double)(i % 3);
}

int main(void) {
  int n = 300000;
  double *a = malloc((n + 1) * sizeof(double));
  double **p0 = malloc(sizeof(double *));
  double **p1 = malloc(sizeof(double *));
  if (!a || !p0 || !p1)
    return 1;
  for (int i = 0; i < n + 1; i++)
    a[i] = (i * 7 % 23) * 0.5;
  *p0 = a;
  *p1 = a + 1;
  kernel(*p0, *p1, n);
  double sum = 0;
  for (int i = 0; i < n + 1; i++)
    sum += a[i] * (i % 5 + 1);
  printf("%.17g\n", sum);
  free(a);
  free(p0);
  free(p1);
  return 0;
}
