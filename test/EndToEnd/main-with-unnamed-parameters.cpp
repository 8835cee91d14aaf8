// `int main(int, char **)` gets names for its parameters, which the
// run-time's start needs. Before, the start was left out with a remark while
// the distributed loops still called the run-time: every call failed ("not
// initialized") and the program printed 0.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <cstdio>
#include <vector>

// CHECK: int main(int argc, char ** argv) {
// CHECK-NEXT: alb_init(&argc, &argv);
int main(int, char **) {
  std::vector<long> a(20000);
  for (int i = 0; i < 20000; ++i)
    a[i] = (i * 7919L) % 1000;
  long sum = 0;
  for (int i = 0; i < 20000; ++i)
    sum += a[i] * (i % 13);
  std::printf("%ld\n", sum);
  return 0;
}
