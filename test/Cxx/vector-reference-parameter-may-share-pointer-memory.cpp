// A vector reference parameter's caller may have handed out the buffer's
// address (`smooth(v, v.data(), n)`), so a pointer parameter of the same
// element type may reach the vector's elements, as it may reach another
// pointer's. The dependence test sees the pair: checked at run time, or
// 'may refer to the same memory' without checks. Output equals the
// sequential program's at 1-4 ranks in every mode, the aliased call included.
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// OFF: :[[@LINE+10]]:3: remark: loop 'i' is not distributed: {{'p' and 'v'|'v' and 'p'}} may refer to the same memory [-Ralb-missed=PossibleAliasing]
// JSON: "alias_checks": [
// JSON-NEXT: [
// JSON-NEXT: "p",
// JSON-NEXT: "v"
#include <cstdio>
#include <cstdlib>
#include <vector>

void smooth(std::vector<double> &v, const double *p, int n) {
  for (int i = 1; i < n; i++)
    v[i] = p[i - 1] * 0.5 + 1.0;
}

static double checksum(const std::vector<double> &v) {
  double s = 0;
  for (std::size_t i = 0; i < v.size(); i++)
    s += v[i] * (double)(i % 7);
  return s;
}

int main() {
  const int n = 5000;
  std::vector<double> v(n);
  double *start = (double *)std::malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    v[i] = i % 13;
    start[i] = i % 5;
  }
  smooth(v, start, n);
  std::printf("%.6f\n", checksum(v));
  double *own = v.data();
  smooth(v, own, n);
  std::printf("%.6f\n", checksum(v));
  std::free(start);
  return 0;
}
