// C++ output that relies on another file's summary declares its symbol
// weak with C linkage. It was `extern "C" extern const char ...`, which g++
// (mpicxx) rejects: "invalid use of 'extern' in linkage specification".
// RUN: %autolb %s --program-source=%S/Inputs/weights-of-c-linkage.cpp -o %t.cpp -- -x c++ 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %autolb %S/Inputs/weights-of-c-linkage.cpp -o %t.weights.cpp -- -x c++ 2> /dev/null
// RUN: %cxx %s %S/Inputs/weights-of-c-linkage.cpp -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp %t.weights.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=RAN
// REQUIRES: mpi
#include <cstdio>

extern "C" double weight(const double *a, int i);

const int N = 5000;
static double a[N], b[N];

int main() {
  for (int i = 0; i < N; i++)
    a[i] = i % 13;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}(1 symbol that
  for (int i = 0; i < N; i++)
    b[i] = weight(a, i) * 2.0;
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i % 5);
  std::printf("%.1f\n", s);
  return 0;
}
// RAN: weak-summary-declaration-in-cxx-compiles-with-gxx.cpp:[[@LINE-8]](i)
