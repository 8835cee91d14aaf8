// A member function named like a library function (Gauge::abs) is the
// program's: called from replicated code after a nest wrote the global it
// reads, the call makes every array whole first, as any call of the
// program's own does. Before, it was taken for the library's abs by its
// name alone, and the output rank read stale elements (found by a review).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <cmath>
#include <cstdio>

#define N 200000
double A[N], B[N];

struct Gauge {
  double w;
  double abs(int k) const { return std::fabs(A[k]) * w; }
};

int main() {
  Gauge g{2.0};
  for (int i = 0; i < N; i++)
    A[i] = i * 0.5 + 1.0;
  for (int i = 0; i < N; i++)
    B[i] = g.abs(i);
  for (int i = 0; i < N; i++)
    A[i] = A[i] * 3.0 + B[i];
  std::printf("%.17g\n", g.abs(N - 1));
  return 0;
}
