// A member function that writes its object's numbers writes the object it
// is called on: 'p[i].advance(dt)' reads and writes p[i] only, so the loop
// is distributed by element; on a struct variable declared outside, the
// same call carries a dependence. Output equals the sequential program's
// at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
#include <cstdio>

struct Body {
  double x, v, f;
  void push(double df) { f += df; }
  void advance(double dt) {
    push(-0.5 * x);
    v += f * dt;
    x += v * dt;
    f = 0;
  }
};

struct Sum {
  double s = 0;
  void add(double a) { s += a; }
};

const int n = 30000;
Body p[n];

int main() {
  for (int i = 0; i < n; i++) {
    p[i].x = i % 17 - 8.0;
    p[i].v = i % 5;
    p[i].f = 0;
  }
  for (int t = 0; t < 4; t++)
    // CHECK: member-function-writing-its-object-writes-element.cpp:[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = 0; i < n; i++)
      p[i].advance(0.01 * (t + 1));
  Sum total;
  // CHECK: member-function-writing-its-object-writes-element.cpp:[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (int i = 0; i < n; i++)
    total.add(p[i].x * (i % 3));
  std::printf("%.6f %.6f %.6f\n", total.s, p[n / 3].x, p[n / 7].v);
  return 0;
}
