// An empty std::vector has no buffer (data() is null): a distributed nest
// over it runs no iteration, and its syncs and the forgetting at the end of
// its scope have nothing to do -- no error about a null base address.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: empty-vector-has-no-buffer.cpp:16:3: remark: loop 'i' is DOALL; distributed
// CHECK: empty-vector-has-no-buffer.cpp:18:3: remark: loop 'i' is DOALL; distributed
#include <cstdio>
#include <vector>

static double neighbours(int n) {
  std::vector<double> a(n), b(n);
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
  long fingerprint = 0;
  for (int i = 0; i < n; i++)
    fingerprint += (long)(b[i] * 4.0) * (i % 5);
  return n > 2 ? (double)fingerprint + b[1] : -1.0;
}

int main() {
  for (int n : {0, 1, 0, 900, 0})
    std::printf("%d %.3f\n", n, neighbours(n));
  return 0;
}
