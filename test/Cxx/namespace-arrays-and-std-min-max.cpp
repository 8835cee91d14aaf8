// Arrays and variables in a namespace or class keep their nests
// sequential (the generated code names what it describes unqualified,
// which did not compile: 'a' was not declared in this scope); constants
// there are read as written. std::min and std::max of two numbers are
// pure. The output compiles and equals the sequential program's at 1-4
// ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
#include <algorithm>
#include <cstdio>

namespace data {
const int n = 1000;
double a[n];
} // namespace data

double c[data::n];

int main() {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: variable 'data::a' declared in a namespace or class
  for (int i = 0; i < data::n; i++)
    data::a[i] = i * 0.5;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: variable 'data::a' declared in a namespace or class
  for (int i = 0; i < data::n; i++)
    c[i] = std::max(data::a[i], 100.0) + std::min(i, 7);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < data::n; i++)
    c[i] = std::max(c[i], 3.0 * i) - std::min(i, 7);
  double s = 0;
  for (int i = 0; i < data::n; i++)
    s += c[i];
  std::printf("%f %f\n", s, data::a[data::n - 1]);
  return 0;
}
