// Error-check macros as applications write them: `do { ... } while (0)`
// bodies that test a condition, print to stderr and exit. The condition has
// effects every rank needs (an allocation, a parse, a call to another file
// that distributes its array) and reads arrays distributed nests left
// sliced. Before, the output guard wrapped each whole macro, so only rank 0
// allocated and parsed (rank 1 crashed or summed garbage), and a sync for
// the condition went in front of the macro as a comma expression, which did
// not compile. Now the print inside the macro runs on every rank, the syncs
// go before the whole macro, and the other file's call is synced where the
// file spells it, in the macro's argument.
// RUN: %autolb %s -o %t-main.c 2>&1 | FileCheck %s
// RUN: %autolb %S/Inputs/other-file-kernels.c -o %t-kernels.c
// RUN: FileCheck --check-prefix=CODE %s < %t-main.c
// RUN: %cc -Werror %s %S/Inputs/other-file-kernels.c -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t-main.c %t-kernels.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define N 1200
int step(double a[N]);

#define CHECK(cond, msg)                                                       \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "error: %s\n", msg);                                     \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#define XMALLOC(p, n)                                                          \
  do {                                                                         \
    (p) = malloc((size_t)(n) * sizeof(*(p)));                                  \
    if ((p) == NULL) {                                                         \
      fprintf(stderr, "out of memory\n");                                      \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static double A[N];

int main(void) {
  double *b, sum = 0.0;
  int i, scale = 0;
  // CHECK: error-check-macros.c:[[@LINE+1]]:3: remark: output call 'fprintf' in a macro's body runs on every rank
  XMALLOC(b, N);
  // CHECK: error-check-macros.c:[[@LINE+1]]:3: remark: output call 'fprintf' in a macro's body runs on every rank
  CHECK(sscanf("3", "%d", &scale) == 1, "bad scale");
  for (i = 0; i < N; i++)
    A[i] = (double)scale * i;
  for (i = 0; i < N; i++)
    b[i] = A[i] * 0.5 + 1.0;
  // CHECK: error-check-macros.c:[[@LINE+1]]:3: remark: every distributed array made whole before replicated code that calls a function not defined in this file
  CHECK(A[N - 1] > 0.0 && step(A) == 1 && A[N - 2] > A[0], "not increasing");
  // CHECK: error-check-macros.c:[[@LINE+1]]:3: remark: the slices of 'b' holding 'b[7]' made whole before replicated code that reads only those
  CHECK(b[7] > 0.0, "b[7] not positive");
  for (i = 0; i < N; i++)
    sum += b[i] * A[i];
  printf("scale %d sum %.17g\n", scale, sum);
  free(b);
  return 0;
}
// CODE-NOT: alb_is_output_rank()) { {{CHECK|XMALLOC}}
// CODE: {{^}}  XMALLOC(b, N);
// CODE: {{^}}  CHECK(sscanf("3", "%d", &scale) == 1, "bad scale");
// CODE: alb_sync_all(); /* autolb: make distributed data whole */
// CODE-NEXT: CHECK(A[N - 1] > 0.0 && (alb_call_value{{[0-9]*}} = step(A), alb_sync_all(), alb_call_value{{[0-9]*}}) == 1 && A[N - 2] > A[0], "not increasing");
