// A particle filter's shape: each particle has its own random stream,
// advanced by a helper that reads and writes only element i of the seed
// array (`randu(seed, i)`, also through `randn`), called in the loop over
// particles, which is then distributed: iteration i owns seed[i]. Between
// those loops, replicated code draws from stream 0 (`randu(seed, 0)`) on
// every rank: the caller makes the arrays whole first, since the helper
// cannot (it also runs inside distributed iterations). The time loop
// prints every step on the output rank.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define M_MOD 2147483647L

double randu(int *seed, int index) {
  long long num = 1103515245LL * seed[index] + 12345;
  seed[index] = (int)(num % M_MOD);
  return fabs(seed[index] / (double)M_MOD);
}

double randn(int *seed, int index) {
  double u = randu(seed, index);
  double v = randu(seed, index);
  if (u < 1e-300)
    u = 1e-300;
  return sqrt(-2 * log(u)) * cos(6.283185307179586 * v);
}

// CODE: double randu(int *seed, int index) {
// CODE-NOT: alb_{{array_sync|sync_all}}
// CODE: double randn(int *seed, int index) {
// CODE-NOT: alb_{{array_sync|sync_all}}
// CODE: void filter(

void filter(int n, int steps, double *x, double *w, int *seed) {
  for (int i = 0; i < n; i++)
    seed[i] = (int)((1 + (long long)i * 2654435761LL) % M_MOD);
  for (int t = 0; t < steps; t++) {
    // CHECK-DAG: random-stream-per-element.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = 0; i < n; i++)
      x[i] += 1 + 5 * randn(seed, i);
    // CODE: alb_sync_all(); {{/}}* autolb: make distributed data whole */
    // CODE-NEXT: double u = randu(seed, 0) / n;
    double u = randu(seed, 0) / n;
    // CHECK-DAG: random-stream-per-element.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = 0; i < n; i++)
      w[i] = x[i] * u + randu(seed, i);
    printf("step %d: %.6f %.6f\n", t, x[n / 2], w[n - 1]);
  }
}

int main(void) {
  int n = 5000;
  double *x = calloc(n, sizeof(double)), *w = calloc(n, sizeof(double));
  int *seed = malloc(n * sizeof(int));
  if (!x || !w || !seed)
    return 1;
  filter(n, 4, x, w, seed);
  for (int i = 0; i < n; i += 499)
    printf("%d %a %a %d\n", i, x[i], w[i], seed[i]);
  free(x);
  free(w);
  free(seed);
  return 0;
}
