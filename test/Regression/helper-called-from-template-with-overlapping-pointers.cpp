// A static helper called from a function template with overlapping
// pointers (`kernel(a, a + 1, n)` in shifted<T>) as well as directly with
// two distinct blocks: the call in the template's instantiation is a call
// like any other, so the helper's parameters are not taken as two whole,
// distinct blocks and its recurrence dst[i] = 0.5*src[i] + ... (dst = src
// + 1) is not distributed (np=2 printed 2924987.0552995387 for
// 2924989.3502304144).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <cstdio>
#include <cstdlib>

static void kernel(double *src, double *dst, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = 0.5 * src[i] + (double)(i % 3);
}
template <typename T> static void shifted(T *a, int n) { kernel(a, a + 1, n); }
int main() {
  int n = 300000;
  double *a = static_cast<double *>(malloc((n + 1) * sizeof(double)));
  double *b = static_cast<double *>(malloc((n + 1) * sizeof(double)));
  for (int i = 0; i < n + 1; i++) {
    a[i] = (i * 7 % 23) * 0.5;
    b[i] = 0;
  }
  kernel(a, b, n);
  shifted(a, n);
  double sum = 0;
  for (int i = 0; i < n + 1; i++)
    sum += a[i] * (i % 5 + 1) + b[i];
  std::printf("%.17g\n", sum);
  free(a);
  free(b);
  return 0;
}
