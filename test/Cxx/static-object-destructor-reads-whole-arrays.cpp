// The destructor of a static object runs after main returns, when the
// run-time has stopped: arrays it may read are made whole before
// alb_finalize, as for atexit handlers and destructor functions. Without
// that, rank 0's 'a' holds only its own slice when ~Report sums it.
// RUN: %autolb %s -o %t.cpp 2>/dev/null
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// CHECK: { alb_sync_all(); alb_finalize(); return 0; }
#include <cstdio>
const int n = 1000;
double a[n];
struct Report {
  ~Report() {
    double s = 0;
    for (int i = 0; i < n; i++)
      s += a[i];
    std::printf("at exit %f\n", s);
  }
};
static Report report;
int main() {
  for (int i = 0; i < n; i++)
    a[i] = i * 0.5;
  std::printf("%f\n", a[0]);
  return 0;
}
