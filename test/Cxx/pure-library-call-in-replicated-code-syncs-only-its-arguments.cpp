// Replicated code after distributed nests that calls std::max (a library
// template whose summary is pure: it computes from the values passed)
// makes whole only what its arguments read, not every distributed array,
// as it must for a call that may read memory behind its arguments (before:
// "calls a function not defined in this file", every array made whole:
// a C++ stencil calling std::max in its replicated heater update moved the
// whole grid each step).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: sed "/^ *\/\//d" %t.cpp | FileCheck %s
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
  const int n = 600;
  std::vector<double> a(n * n), b(n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i * n + j] = (i * 7 + j) % 13;
      b[i * n + j] = (i + j * 3) % 11;
    }
  // CHECK: alb_array_sync(a.data());
  // CHECK-NOT: alb_sync_all
  // CHECK: double top = std::max(a[(n - 1) * n + n - 1], 0.5);
  double top = std::max(a[(n - 1) * n + n - 1], 0.5);
  std::printf("%f\n", top);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += b[i * n + i];
  std::printf("%f\n", s);
  return 0;
}
// REMARK-NOT: calls a function not defined in this file
