// An update whose value is used, 'y[i] = (s += x[i])', reads every partial
// sum: it is a scan, not a reduction (it was distributed as a sum: np=2
// printed y[500] = 1 for 501). Updates whose value is discarded (a
// statement, a comma operand, a for increment, a cast to void) still are.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 1000
long x[N], y[N];

int main(void) {
  long s = 0, t = 0, u = 0, m = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    x[i] = i % 7 + 1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 's' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  for (int i = 0; i < N; i++)
    y[i] = (s += x[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried
  for (int i = 0; i < N; i++)
    y[i] += (m = m > x[i] ? m : x[i] + i % 3);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 't'
  for (int i = 0; i < N; i++)
    t += x[i], (void)(u += 2 * x[i]);
  printf("%ld %ld %ld %ld %ld %ld\n", y[500], y[N - 1], s, t, u, m);
  return 0;
}
