// A local pointer initialized by malloc is fresh memory only while nothing
// else is stored into it: once it is set to another array it may alias it,
// and writes through it would leave that array's reads without a sync.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <stdlib.h>

void shift(double *a, int n, int reuse) {
  double *t = malloc(n * sizeof(double));
  if (reuse)
    t = a;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 't' may point into an array that is read under another name {{.*}}[-Ralb-missed=PointerMayPointIntoArray]
  for (int i = 0; i < n - 1; i++)
    t[i] = a[i + 1];
}

void fresh(double *a, int n) {
  double *t = malloc(n * sizeof(double));
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n - 1; i++)
    t[i] = a[i + 1];
  free(t);
}
