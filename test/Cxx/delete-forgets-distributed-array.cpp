// delete[] of a distributed array first tells the run-time to forget it
// (delete cannot be routed through the run-time as free is): a new array
// of the same size, usually at the same address, is then distributed
// differently (chunks, then a pipeline's blocks) and starts whole on every
// rank. A delete that a macro spells with more than the delete cannot be
// wrapped and says so. The results equal the sequential ones at 1-4 ranks
// in every mode.
// RUN: %autolb %s -o %t.cpp 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// CHECK: {{^}}  (alb_array_forget(a), delete[] a);
// CHECK: {{^}}  DROP(b);
// REMARK-DAG: :[[# @LINE + 29]]:3: remark: 'a' forgotten by the run-time before it is freed: a new array at its address starts whole [-Ralb-codegen]
// REMARK-DAG: :[[# @LINE + 29]]:3: remark: 'b' freed inside a macro: not forgotten by the run-time
#include <cstdio>

const int n = 64;

#define DROP(p)                                                                \
  do {                                                                         \
    delete[] (p);                                                              \
    (p) = nullptr;                                                             \
  } while (0)

static long phase(int round) {
  double *a = new double[n * n];
  double *b = new double[n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = (i * 7 + j * 3 + round) % 11;
  for (int t = 0; t < 4; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] +
                               a[i * n + j - 1] + a[i * n + j + 1]);
  for (int i = 0; i < n; i++)
    b[i] = a[i * n + i];
  long fingerprint = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      fingerprint += static_cast<long>(a[i * n + j] * 1e6) + static_cast<long>(b[j]);
  delete[] a;
  DROP(b);
  return fingerprint;
}

int main() {
  for (int round = 0; round < 3; round++)
    std::printf("%d %ld\n", round, phase(round));
  return 0;
}
