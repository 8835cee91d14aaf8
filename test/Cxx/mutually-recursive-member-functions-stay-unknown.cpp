// Functions that call each other: the summary of 'g', made while that of
// 'f' was still being made, missed f's write of 'x', and 'a[i].g(2)' was
// taken for a read of a[i] (the loop below was distributed although each
// iteration reads the element the one before writes). Recursion through
// another function now keeps both unknown; a function calling itself is
// still summarized.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct C {
  double x;
  void f(int d) {
    x += 1;
    if (d > 0)
      g(d - 1);
  }
  void g(int d) {
    if (d > 0)
      f(d - 1);
  }
  double sum(int d) const { return d > 0 ? x + sum(d - 1) : x; }
};

const int n = 1000;
C a[n];
double out[n];

void kernels() {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'C::f' may have effects beyond its result: it calls 'C::g'
  for (int i = 0; i < n; i++)
    a[i].f(1);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'C::g' may have effects beyond its result: it calls 'C::f'
  for (int i = 1; i < n; i++) {
    a[i].g(2);
    out[i] = a[i - 1].x;
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    out[i] = a[i].sum(3);
}
