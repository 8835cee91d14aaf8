// A reference bound to an element of a distributed array is another name
// of that element, like a pointer set at its declaration: replicated reads
// through it after a distributed nest wrote the array make the data whole
// first. Before, `last` printed the value from before the second nest at
// 2-4 ranks (499.5 instead of 1499.5). A reference parameter bound into a
// distributed array is read in the callee, which syncs first (show(last)
// after a third nest printed 1499.5 instead of 1497.5); the arrays the
// caller passes stay distributable. In a nest, a reference to an array is
// not analysed.
// RUN: %autolb %s -o %t.cpp 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// CHECK: static void show(const double &x) { alb_sync_all();
// CHECK: {{^}}  double &last = a[n - 1];
// CHECK: {{^}}  alb_sync_all();
// CHECK-NEXT: std::printf("%f\n", last)
// CHECK: {{^}}  alb_sync_all();
// CHECK-NEXT: std::printf("%f\n", last)
#include <cstdio>

const int n = 1000;
double a[n];

static void show(const double &x) { std::printf("%f\n", x); }

int main() {
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  double &last = a[n - 1];
  std::printf("%f\n", last);
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + 1;
  std::printf("%f\n", last);
  show(a[n - 2]);
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = a[i] - 2;
  show(last);
  return 0;
}

double tail(double (&arr)[n]) {
  double s = 0;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'k' is not distributed: C++ construct not analysed: reference 'arr'
  for (int k = n - 10; k < n; k++)
    s += arr[k];
  return s;
}
