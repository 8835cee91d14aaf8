// std::max and std::min of numbers read their two arguments only: the
// clipped bounds of an anti-diagonal wavefront, computed between the
// executions of its distributed nest, need no distributed array made whole
// first (every array synchronized once per diagonal, before). A function of
// another file still does.
// RUN: %autolb %s -o %t.cpp -- -std=c++17 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.cpp
#include <algorithm>
#include <vector>

int clip(int x);

void wavefront(int n, int m, std::vector<int> &s) {
  const int w = m + 1;
  for (int d = 2; d <= n + m; ++d) {
    // CHECK-NOT: :[[@LINE+2]]:{{.*}}made whole
    // CODE-NOT: {{^ *}}alb_sync_all(); /* autolb: make distributed data whole
    const int lo = std::max(1, d - m), hi = std::min(n, d - 1);
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = lo; i <= hi; ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

// CODE-LABEL: void other_file
void other_file(int n, int m, std::vector<int> &s) {
  const int w = m + 1;
  for (int d = 2; d <= n + m; ++d) {
    // CHECK: :[[@LINE+2]]:{{.*}}remark: every distributed array made whole before replicated code that calls a function not defined in this file
    // CODE: {{^ *}}alb_sync_all(); /* autolb: make distributed data whole
    const int lo = clip(d - m), hi = std::min(n, d - 1);
    for (int i = lo; i <= hi; ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}
