// A scalar a reference is bound to (`double &r = t;`) is read after the
// loop through the reference: its last value is live, and the loop that
// assigns it keeps that value on the output rank. Before, binding a
// reference did not count as the scalar escaping, it was taken as dead
// after the loop, and the output rank printed its own last value (found
// by a review).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <cstdio>

const int N = 100000;
double a[N];

int main() {
  double t = 0;
  double &r = t;
  for (int i = 0; i < N; i++) {
    t = i * 0.5;
    a[i] = t * t;
  }
  std::printf("%.17g %.17g\n", r, a[N - 1]);
  return 0;
}
