// std::array<T, N> holds its elements inside the object: used only as
// a[k], a.size() and a.empty() (also through a reference parameter) it is
// read as an array, like a std::vector whose buffer cannot move; a
// std::vector of std::arrays is a table of rows. A static one may be
// reached from an earlier call and stays sequential. Output equals the
// sequential program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK: std-array-grids-distributed.cpp:28:3: remark: loop 'i' is DOALL; distributed [
// REMARK: std-array-grids-distributed.cpp:34:3: remark: loop 'k' is not distributed: std::array 'calls' may move its buffer or be reached by another name: 'calls' is neither a local variable of the function nor a reference parameter
// REMARK: std-array-grids-distributed.cpp:42:3: remark: loop 'i' is DOALL; distributed
// REMARK: std-array-grids-distributed.cpp:52:3: remark: loop 'i' is DOALL with sum reduction into 's' (double); distributed, reading the rows of 'pts' whole
// CHECK: alb_array_sync((void *)in.data());
// CHECK: alb_row_pointers(pts)
#include <array>
#include <cstdio>
#include <vector>

constexpr int N = 4096;

static void relax(std::array<double, N> &out,
                  const std::array<double, N> &in) {
  for (int i = 1; i < N - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}

static int counted() {
  static std::array<int, 8> calls{};
  for (int k = 0; k < 8; k++)
    calls[k] += k;
  return calls[7];
}

int main() {
  std::array<double, N> a, b;
  std::vector<std::array<float, 3>> pts(1000);
  for (int i = 0; i < N; i++)
    a[i] = b[i] = (i * 37) % 101;
  for (int t = 0; t < 10; t++) {
    relax(b, a);
    relax(a, b);
  }
  for (std::size_t i = 0; i < pts.size(); i++)
    for (int d = 0; d < 3; d++)
      pts[i][d] = (float)(i * (d + 1) % 17);
  double s = 0;
  for (int i = 0; i < (int)pts.size(); i++)
    s += pts[i][0] * pts[i][1] - pts[i][2];
  std::printf("%.6f %.6f %.3f %d %d\n", a[N / 2], b[7], s, counted(),
              counted());
  return 0;
}
