// Freeing a distributed array first tells the run-time to forget it, so a
// new array the allocator places at the same address starts whole on every
// rank. The call stays one expression (safe as the body of an 'if').
// Arrays never distributed are freed as written.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>

double step(int n, int keep) {
  double *restrict a = malloc(sizeof(double) * n);
  double *scratch = malloc(sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  double first = a[0];
  if (!keep)
    free(a);
  free(scratch);
  return first;
}
// CHECK: if (!keep)
// CHECK-NEXT: (alb_array_forget(a), free(a));
// CHECK-NEXT: free(scratch);
// REMARK: free-forgets-array.c:[[@LINE-7]]:5: remark: 'a' forgotten by the run-time before it is freed: a new array at its address starts whole [-Ralb-codegen]
// REMARK-NOT: 'scratch' forgotten

// A macro that does more than the call cannot be wrapped: the remark says
// the array is not forgotten. One whose whole expansion is the call is.
#define DROP(p)                                                                \
  do {                                                                         \
    free(p);                                                                   \
    (p) = 0;                                                                   \
  } while (0)
#define RELEASE(p) free(p)
double other(int n) {
  double *restrict b = malloc(sizeof(double) * n);
  double *restrict c = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    b[i] = c[i] = i;
  double first = b[0] + c[0];
  DROP(b);
  RELEASE(c);
  return first;
}
// CHECK: DROP(b);
// CHECK-NEXT: (alb_array_forget(c), RELEASE(c));
// REMARK: free-forgets-array.c:[[@LINE-6]]:3: remark: 'b' freed inside a macro: not forgotten by the run-time (a new array at its address may be mistaken for it) [-Ralb-codegen]
// REMARK: free-forgets-array.c:[[@LINE-6]]:3: remark: 'c' forgotten by the run-time before it is freed
