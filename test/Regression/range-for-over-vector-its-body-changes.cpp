// A range-based for reads its vector again at every element, so a vector
// its body names (a nest there writing it), or whose element's address it
// takes, is not a stable array: the nests stay sequential. Both were
// distributed, with stale or wrong results at 2 ranks (a review found them).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK-DAG: range-for-over-vector-its-body-changes.cpp:24:5: remark: loop 'i' is not distributed: std::vector 'v' may move its buffer
// CHECK-DAG: range-for-over-vector-its-body-changes.cpp:34:3: remark: loop 'i' is not distributed: std::vector 'w' may move its buffer
#include <cstdio>
#include <vector>

int main() {
  const int n = 3000;
  std::vector<double> v(n), w(n);
  for (int i = 0; i < n; ++i) {
    v[i] = (i * 7) % 13;
    w[i] = (i * 5) % 11;
  }
  int k = 0;
  for (const double &x : v) {
    for (int i = 0; i < n; ++i)
      v[i] = v[i] * 0.5 + x * 1e-3;
    if (++k == 5)
      break;
  }
  const double *p = nullptr;
  for (const double &x : w) {
    p = &x;
    break;
  }
  for (int i = 1; i < n; ++i)
    w[i] = w[i] + 0.5 * p[i - 1];
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s = s * 0.5 + v[i] + w[i];
  std::printf("%.17g\n", s);
  return 0;
}
