// A nest inside a range `for` runs once per element, not once per call of
// its function: it was taken for a nest run once per call, outweighed by
// the deeper replicated fill beside it, and the program ran on rank 0 alone
// although the distributed nest ran 2000 times over the row the fill
// computes once (ALB_REGISTER_FILE(1, 1)). The range `for` now counts as
// a loop around it, as `for`, `while` and `do` do.
// RUN: %autolb %s -o %t.cpp 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CHECK: nest-in-range-for-is-not-minor.cpp:[[@LINE+17]]:5: remark: loop 'j' distributed as DOALL
// CHECK-NOT: runs once per call beside
// CODE: {{^}}ALB_REGISTER_FILE(1, 0)
#include <cstdio>
#include <vector>

static double grid[300][300];
static double wave[300];

static void run(int n, const std::vector<double> &scales) {
  double carry = 1.0;
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++) {
      carry = carry * 0.5 + 0.25 * j;
      grid[i][j] = carry;
    }
  for (double s : scales)
    for (int j = 0; j < n; j++)
      wave[j] = wave[j] * s + grid[n - 1][j];
}

int main() {
  std::vector<double> scales(2000, 0.5);
  run(300, scales);
  std::printf("%.17g %.17g\n", wave[0], wave[299]);
  return 0;
}
