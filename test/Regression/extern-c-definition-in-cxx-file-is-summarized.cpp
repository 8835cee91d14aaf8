// A function of another C++ file defined with `extern "C"` in front (or in
// an `extern "C" { }` block) lies in a linkage specification, not at the
// top of the unit: the summaries skipped it, and the loop calling it stayed
// sequential ("call to 'damped' has unknown side effects").
// RUN: %autolb %s --program-source=%S/Inputs/weights-of-c-linkage.cpp -o %t.cpp -- -x c++ 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %autolb %S/Inputs/weights-of-c-linkage.cpp -o %t.weights.cpp -- -x c++ 2> /dev/null
// RUN: FileCheck %s --check-prefix=SYMBOL < %t.weights.cpp
// RUN: %cxx %s %S/Inputs/weights-of-c-linkage.cpp -o %t.seq && %t.seq > %t.expected
// RUN: %cxx %t.cpp %t.weights.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=RAN
// REQUIRES: mpi
#include <cstdio>

extern "C" double damped(const double *a, int i);

const int N = 5000;
static double a[N], b[N];

int main() {
  for (int i = 0; i < N; i++)
    a[i] = i % 13;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}(1 symbol that
  for (int i = 0; i < N; i++)
    b[i] = damped(a, i) * 2.0;
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i % 5);
  std::printf("%.1f\n", s);
  return 0;
}
// RAN: extern-c-definition-in-cxx-file-is-summarized.cpp:[[@LINE-8]](i)
// SYMBOL: extern "C" __attribute__((used, visibility("default"))) void (*const alb_summary_damped_{{[0-9a-f]+}})(void) = (void (*)(void))&alb_linked_damped;
