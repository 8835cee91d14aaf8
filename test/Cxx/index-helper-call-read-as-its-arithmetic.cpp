// A subscript that calls an index helper, `u[idx(i, j, ny)]` with `idx`
// returning `(size_t)i * (ny + 2) + j` inline in a header, is read as that
// arithmetic over the call's arguments: the flat grid is delinearized and
// the sweep distributed by rows, with halo rows. A helper that is not index
// arithmetic (`j % ny`) or that narrows its result keeps its subscript
// non-affine. Output equals the sequential program's at 1-4 ranks in every
// mode.
// RUN: %autolb %s -o %t.cpp -- -x c++ -I %S/Inputs/headers 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror -I %S/Inputs/headers %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror -I %S/Inputs/headers %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:26:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:29:19: remark: array 'u' delinearized as [?][ny + 2]
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:28:7: remark: array 'unew' delinearized as [?][ny + 2]
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:34:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:40:3: remark: loop 'i' is not distributed: subscript of 'v[wrapped(i,ny)]' is not affine
// REMARK-DAG: index-helper-call-read-as-its-arithmetic.cpp:45:3: remark: loop 'i' is not distributed: subscript of 'v[narrowed(i,2)]' is not affine
#include "grid.h"
#include <cstdio>
#include <vector>

static void sweep(const std::vector<double> &u, std::vector<double> &unew,
                  int nx, int ny) {
  for (int i = 1; i <= nx; ++i)
    for (int j = 1; j <= ny; ++j)
      unew[idx(i, j, ny)] =
          0.25 * (u[idx(i - 1, j, ny)] + u[idx(i + 1, j, ny)] +
                  u[idx(i, j - 1, ny)] + u[idx(i, j + 1, ny)]);
}

static void fill(std::vector<double> &u, int nx, int ny) {
  for (int i = 0; i < nx + 2; ++i)
    for (int j = 0; j < ny + 2; ++j)
      u[idx(i, j, ny)] = (i * 7 + j * 3) % 11;
}

static void spread(std::vector<double> &v, int n, int ny) {
  for (int i = 0; i < n; ++i)
    v[wrapped(i, ny)] += 1.0;
}

static void pairs(std::vector<double> &v, int n) {
  for (int i = 0; i < n; ++i)
    v[narrowed(i, 2)] = i;
}

int main() {
  const int nx = 40, ny = 30;
  std::vector<double> u((nx + 2) * (ny + 2)), unew((nx + 2) * (ny + 2));
  fill(u, nx, ny);
  fill(unew, nx, ny);
  for (int step = 0; step < 5; ++step) {
    sweep(u, unew, nx, ny);
    sweep(unew, u, nx, ny);
  }
  std::vector<double> v(2 * nx);
  spread(v, nx, ny);
  pairs(v, nx);
  double s = 0.0;
  for (int k = 0; k < (nx + 2) * (ny + 2); ++k)
    s = s * 0.5 + u[k];
  std::printf("%.17g %.17g %.17g\n", s, v[3], v[2 * nx - 2]);
  return 0;
}
