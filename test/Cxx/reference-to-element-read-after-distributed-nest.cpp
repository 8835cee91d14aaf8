// References bound to vector elements before a time loop, read and written
// by replicated code between the distributed nests that write the
// vectors: the replicated reads see the owners' values (the code makes
// the data whole before them). Output equals the sequential program's at
// 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// CHECK: reference-to-element-read-after-distributed-nest.cpp:26:5: remark: loop 'i' is DOALL; distributed
// CHECK: reference-to-element-read-after-distributed-nest.cpp:30:5: remark: loop 'i' is DOALL; distributed
#include <cstdio>
#include <vector>
struct P {
  double x, v;
};
int main() {
  const int n = 5000;
  std::vector<P> bodies(n);
  std::vector<double> a(n, 1.0);
  P &last = bodies[n - 1];
  double &tail = a[n - 1];
  for (int s = 0; s < 3; s++) {
    for (int i = 0; i < n; ++i) {
      bodies[i].v += 0.5 * i;
      bodies[i].x += 0.5 * bodies[i].v;
    }
    for (int i = 0; i < n; ++i)
      a[i] = a[i] * 2.0 + i;
    std::printf("%.3f %.3f %.3f\n", last.x, last.v, tail);
    tail = 1.0;
    last.v = 0;
  }
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] + bodies[i].v;
  std::printf("%.3f\n", s);
  return 0;
}
