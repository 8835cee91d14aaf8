// An update whose value is an operand of another operator, 'y[i] = -(s +=
// x[i])', reads every partial sum: a scan, not a reduction. The walk took
// the operands of operators it does not model for statements, whose values
// are discarded, and distributed the loop as a sum (np=2 printed y[500] =
// -12 for -2006). C++ reaches the same through its lvalue-to-rvalue cast of
// '(s += x[i])' (test/Cxx/update-value-used-is-not-reduction.cpp).
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 1000
long x[N], y[N], z[N];

int main(void) {
  long s = 0, t = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    x[i] = i % 7 + 1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 's' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  for (int i = 0; i < N; i++)
    y[i] = -(s += x[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 't' is carried from one iteration to the next
  for (int i = 0; i < N; i++)
    z[i] = (long)(t += 2 * x[i]) + 1;
  printf("%ld %ld %ld %ld %ld\n", y[500], y[N - 1], z[7], s, t);
  return 0;
}
