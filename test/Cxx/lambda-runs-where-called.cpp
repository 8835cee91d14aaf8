// A lambda's body runs where it is called, not where main defines it: its
// `return` is not main's (no alb_finalize before it), and the distributed
// array it reads is made whole before the call, not at the definition,
// where its parameter 'k' does not exist. The output equals the sequential
// program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
//
// CHECK:      {{^}}  auto at = [&](int k) { return a[k] + 1; };
// CHECK-NEXT: {{^}}  long sum = 0;
// CHECK-NEXT: {{^}}  alb_sync_all();
// CHECK-NEXT: {{^}}  for (int k = 0; k < n; k += 7)
// CHECK:      {{^}}  { alb_finalize(); return 0; }
#include <cstdio>

const int n = 2000;
double a[n];

int main() {
  // REMARK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = (i % 13) * 0.5;
  auto at = [&](int k) { return a[k] + 1; };
  long sum = 0;
  for (int k = 0; k < n; k += 7)
    sum += static_cast<long>(at(k) * 4);
  std::printf("%ld\n", sum);
  return 0;
}
