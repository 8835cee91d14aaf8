// In C++ '(s += x[i])' is an lvalue whose value the enclosing assignment
// reads through an lvalue-to-rvalue cast: every partial sum is read, a
// scan, not a reduction (it was distributed as a sum: np=2 printed 12 for
// y[500] = 2006). Chained assignments 'a[i] = b[i] = v' stay parallel.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
#include <cstdio>

const int n = 1000;
long x[n], y[n], a[n], b[n];

int main() {
  long s = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = b[i] = x[i] = i % 7 + 1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 's' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  for (int i = 0; i < n; i++)
    y[i] = (s += x[i]);
  std::printf("%ld %ld %ld %ld\n", y[500], y[n - 1], s, a[3] + b[4]);
  return 0;
}
