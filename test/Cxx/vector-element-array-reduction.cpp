// Column sums into a std::vector<long> across a distributed row loop: an
// array reduction whose partial sections the generated code declares with
// the vector's element type as written ('long'), not the vector's member
// typedef 'value_type' that 'sums[j]' has (the output did not compile).
// Found by the random C++ programs (seed 9600375).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: {{^}}    long *alb_sums_elems
#include <cstdio>
#include <vector>

int main() {
  const int n = 300, m = 40;
  std::vector<long> grid(n * m), sums(m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      grid[i * m + j] = (i * 31 + j * 7) % 97;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      sums[j] += grid[i * m + j] * (i % 3);
  long total = 0;
  for (int j = 0; j < m; j++)
    total += sums[j] * (j + 1);
  std::printf("%ld %ld\n", total, sums[m / 2]);
  return 0;
}
