// `x = std::max(x, e)` and `x = std::min(x, e)` are max and min
// reductions, like fmax(x, e): of equal values x is kept, and a NaN e is
// skipped, as the run-time's combination does. An argument that is a
// temporary (`std::fabs(a - b)`, `k[i] * 2 - 7`) makes the statement a
// C++ full expression with cleanups, which is still the update. With x
// second, a floating-point x would keep the later of equal values: not a
// reduction. Output equals the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// CHECK: std-min-max-reductions.cpp:32:3: remark: loop 'i' is DOALL with max reduction into 'worst' (double); distributed
// CHECK: std-min-max-reductions.cpp:35:3: remark: loop 'i' is DOALL with min reduction into 'lo' (int), max reduction into 'hi' (int); distributed
// CHECK: std-min-max-reductions.cpp:40:3: remark: loop 'i' is not distributed: scalar 'later' is carried from one iteration to the next
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>
int main() {
  const int n = 4000;
  std::vector<double> u(n), w(n);
  std::vector<int> k(n);
  for (int i = 0; i < n; i++) {
    u[i] = std::sin(i * 0.01);
    w[i] = std::cos(i * 0.013);
    k[i] = (i * 37) % 1001;
  }
  double worst = 0.0;
  for (int i = 0; i < n; i++)
    worst = std::max(worst, std::fabs(u[i] - w[i]));
  int lo = 1 << 30, hi = -1;
  for (int i = 0; i < n; i++) {
    lo = std::min(lo, k[i]);
    hi = std::max(hi, k[i] * 2 - 7);
  }
  double later = -1.0;
  for (int i = 0; i < n; i++)
    later = std::max(u[i], later);
  std::printf("%.17g %d %d %.17g\n", worst, lo, hi, later);
  return 0;
}
