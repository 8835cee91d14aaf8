// Replicated code reading an array a distributed nest wrote is preceded by a
// sync of that array only: not before the nests run (initialization), once
// before a replicated loop rather than inside it, and only for the arrays
// the statement reads; of B, read at a constant index, only that slice
// (A, distributed by rows and by columns, stays whole-array). Unknown
// functions may read anything: sync all (and after the call, since one of
// another file may leave arrays distributed).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#define N 50
static double A[N][N], B[N];
extern void consume(double *p);

// CHECK-LABEL: int main(
// CHECK-NOT: alb_array_sync
// CHECK: alb_nest_end(alb_nest1);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: double s = 0;
// CHECK-NEXT: alb_array_sync(A); /* autolb: make distributed data whole */
// CHECK-NEXT: for (int i = 0; i < N; i++)
// CHECK-NEXT: s = s * 0.5 + A[i][0];
// CHECK-NEXT: for (int t = 0; t < 3; t++) {
// CHECK-NOT: alb_array_sync
// CHECK: alb_nest_end(alb_nest3);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: alb_array_sync_slices(B, 3, 4); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g %g\n", s, B[3]); }
// CHECK-NEXT: alb_sync_all(); /* autolb: make distributed data whole */
// CHECK-NEXT: consume(B);
// CHECK-NEXT: alb_sync_all(); /* autolb: another file's code may have left arrays distributed */
// CHECK-NEXT: { alb_sync_all(); alb_finalize(); return 0; }
int main(void) {
  for (int i = 0; i < N; i++)
    B[i] = i;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[i] + j;
  double s = 0;
  for (int i = 0; i < N; i++)
    s = s * 0.5 + A[i][0];
  for (int t = 0; t < 3; t++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        A[i][j] = A[i][j] * 0.5 + 1;
    for (int j = 0; j < N; j++)
      B[j] = A[0][j];
  }
  printf("%g %g\n", s, B[3]);
  consume(B);
  return 0;
}
// REMARK: syncs-only-where-needed.c:[[@LINE-19]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
// REMARK: syncs-only-where-needed.c:[[@LINE-18]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
// REMARK: syncs-only-where-needed.c:[[@LINE-15]]:3: remark: all of 'A' made whole before replicated code that reads it: it is passed to a function, or nests distribute it along different dimensions [-Ralb-codegen]
// REMARK: syncs-only-where-needed.c:[[@LINE-7]]:3: remark: slices [3, 4) of 'B' made whole before replicated code that reads only those [-Ralb-codegen]
// REMARK: syncs-only-where-needed.c:[[@LINE-7]]:3: remark: every distributed array made whole before replicated code that calls a function not defined in this file [-Ralb-codegen]
