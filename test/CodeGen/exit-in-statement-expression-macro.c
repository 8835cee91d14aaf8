// An allocation macro built from a statement expression that exits on
// failure: the exit is spelled inside the macro, where no statement can be
// inserted. It stays as written and reaches the run-time through the exit
// macro the file defines (alb_exit stops the run-time first), so the output
// is valid C; the macro's value counts as fresh memory, so the loops over
// it are distributed.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %alb-mpirun -np 2 --timeout 60 %t.mpi | FileCheck %s --check-prefix=OUT
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define xmalloc(n)                                                             \
  ({                                                                           \
    void *block_;                                                              \
    if (!(block_ = malloc(n))) {                                               \
      exit(-1);                                                                \
    }                                                                          \
    block_;                                                                    \
  })

// CHECK: #define exit(status) alb_exit(status)
// CHECK: double *a = (double *)xmalloc(100 * sizeof(double));
// CHECK-NOT: alb_finalize(); xmalloc
int main(void) {
  double *a = (double *)xmalloc(100 * sizeof(double));
  double s = 0;
  for (int i = 0; i < 100; i++)
    a[i] = i * 2.0;
  for (int i = 0; i < 100; i++)
    s += a[i];
  printf("%.1f\n", s);
  free(a);
  return 0;
}
// REMARK: exit-in-statement-expression-macro.c:[[@LINE-8]]:3: remark: loop 'i' is DOALL; distributed
// OUT: 9900.0
