// Pointers from an allocation helper of the file are fresh memory when
// every return of the helper yields fresh memory or null (through a local
// that only holds such values); the helper's name does not matter, its code
// does. posix_memalign stores fresh memory. Distinct fresh arrays passed to
// a static kernel do not alias its parameters; other arguments leave the
// kernel distributed only when a run-time check finds no overlap.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>

static double pool[1 << 16];

static double *make_vector(int n) {
  double *v = malloc(n * sizeof *v);
  if (!v) {
    perror("make_vector");
    exit(1);
  }
  return v;
}

static void *aligned_vector(int n) {
  void *p = NULL;
  if (posix_memalign(&p, 64, n * sizeof(double)) != 0)
    return NULL;
  return p;
}

// Named like an allocator, but hands out the same pool every time.
static double *alloc_view(int offset) { return &pool[offset]; }

// Fresh memory only on one path.
static double *vector_or_pool(int n) {
  if (n < 100)
    return pool;
  return malloc(n * sizeof(double));
}

static void scale(int n, double *out, double *in) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    out[i] = 2.0 * in[i];
}

static void shift(int n, double *out, double *in) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when {{'out' and 'in'|'in' and 'out'}} do not overlap
  for (int i = 0; i < n - 1; i++)
    out[i] = in[i + 1];
}

static void shift_back(int n, double *out, double *in) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when {{'out' and 'in'|'in' and 'out'}} do not overlap
  for (int i = 1; i < n; i++)
    out[i] = in[i - 1];
}

int main(void) {
  int n = 1000;
  double *x = make_vector(n), *y = aligned_vector(n);
  double *z;
  if (posix_memalign((void **)&z, 64, n * sizeof *z) != 0)
    return 1;
  for (int i = 0; i < n; i++)
    x[i] = i;
  scale(n, y, x);
  scale(n, z, y);
  double *u = alloc_view(0), *w = alloc_view(8);
  shift(n, u, w);
  double *s = vector_or_pool(n), *t = vector_or_pool(n);
  shift_back(n, s, t);
  printf("%g %g\n", z[n - 1], pool[0]);
  return 0;
}
