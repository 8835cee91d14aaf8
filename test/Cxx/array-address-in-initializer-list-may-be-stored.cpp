// A constant record initialized with an array's address ({X, 40}) keeps
// that address in memory: a helper reading X through the record's pointer
// reads the distributed array, and makes every array whole first. In C++
// the array-to-pointer conversion of the initializer lies in the list's
// semantic form, which the search for stored addresses did not walk, so
// the helper read stale elements (found by the random generator's hidden
// reads, seed 9901783).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <cstdio>

static double X[40];
static const struct View {
  double *p;
  int n;
} view = {X, 40};

static double get(int i) { return view.p[i % view.n]; }

int main() {
  for (int i = 0; i < 40; i++)
    X[i] = 1.0 + (double)(i % 7);
  for (int i = 0; i < 40; i++)
    X[i] = 0.5 * get(39 - i) + 1.0;
  double s = 0;
  for (int i = 0; i < 40; i++)
    s = s * 0.5 + X[i];
  std::printf("%.17g\n", s);
  return 0;
}
