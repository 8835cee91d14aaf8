// A program that also gives the name 'free' to something else (here a
// member called through a pointer, which the macro would rewrite) keeps
// its calls as written: the file does not define the free macro, says so,
// and forgets a distributed array before each direct free it can see; a
// free inside a macro that does more than the call cannot be wrapped.
// malloc, calloc, realloc and exit are still routed.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>

// CHECK: #include "autolb/autolb.h"
// CHECK-NEXT: #define malloc(size) alb_malloc(size)
// CHECK-NEXT: #define calloc(count, size) alb_calloc(count, size)
// CHECK-NEXT: #define realloc(block, size) alb_realloc(block, size)
// CHECK-NEXT: #define exit(status) alb_exit(status)
// CHECK-NOT: #define free
struct pool {
  void (*free)(void *);
};

#define DROP(p)                                                                \
  do {                                                                         \
    free(p);                                                                   \
    (p) = 0;                                                                   \
  } while (0)
double step(struct pool *pool, int n) {
  double *restrict a = malloc(sizeof(double) * n);
  double *restrict b = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    a[i] = b[i] = i * 0.5;
  double first = a[0] + b[0];
  free(a);
  DROP(b);
  pool->free(0);
  return first;
}
// CHECK: (alb_array_forget(a), free(a));
// CHECK-NEXT: DROP(b);
// CHECK: pool->free(0);
// REMARK: free-not-routed-when-name-is-taken.c:[[@LINE-8]]:3: remark: 'a' forgotten by the run-time before it is freed: a new array at its address starts whole [-Ralb-codegen]
// REMARK: free-not-routed-when-name-is-taken.c:[[@LINE-8]]:3: remark: 'b' freed inside a macro: not forgotten by the run-time (a new array at its address may be mistaken for it) [-Ralb-codegen]
// REMARK: free-not-routed-when-name-is-taken.c:19:10: remark: calls to 'free' are not routed through the run-time: the program also declares this name; only the calls written directly in this file are handled [-Ralb-codegen]
