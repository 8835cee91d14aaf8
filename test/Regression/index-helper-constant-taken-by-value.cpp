// An index helper's constant (`H` in `i * (ny + H) + j`) enters the row
// length by its value: the caller's own `H` is another variable, and the
// generated code printed the name (rows of ny + 41 elements: a crash at 2
// ranks; a review found it).
// RUN: %autolb %s -o %t.cpp -- -x c++ -I %S/../Cxx/Inputs/headers 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror -I %S/../Cxx/Inputs/headers %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror -I %S/../Cxx/Inputs/headers %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: remark: array 'u' delinearized as [?][ny + 2]
#include "halo.h"
#include <cstdio>
#include <vector>

int main() {
  const int nx = 120, ny = 80;
  int H = 41;
  std::vector<double> u((nx + 2) * (ny + 2)), w((nx + 2) * (ny + 2));
  for (int i = 0; i < nx + 2; ++i)
    for (int j = 0; j < ny + 2; ++j)
      u[at(i, j, ny)] = (i * 7 + j * 3) % 11;
  for (int i = 1; i <= nx; ++i)
    for (int j = 1; j <= ny; ++j)
      w[at(i, j, ny)] = 0.25 * (u[at(i - 1, j, ny)] + u[at(i + 1, j, ny)] +
                                u[at(i, j - 1, ny)] + u[at(i, j + 1, ny)]);
  double s = 0.0;
  for (int k = 0; k < (nx + 2) * (ny + 2); ++k)
    s = s * 0.5 + w[k];
  std::printf("%.17g %d\n", s, H);
  return 0;
}
