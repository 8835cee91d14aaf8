#include "relax.h"
#include <cstdio>
#include <utility>

int main() {
  const int rows = 300, cols = 200;
  double *a = new double[rows * cols];
  double *b = new double[rows * cols];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      a[i * cols + j] = b[i * cols + j] = static_cast<double>((i * 31 + j * 17) % 23);
  for (int step = 0; step < 20; step++) {
    stencil::relax(a, b, rows, cols);
    stencil::relax(b, a, rows, cols);
  }
  std::printf("%.9e\n", stencil::checksum(a, rows, cols));
  delete[] a;
  delete[] b;
  return 0;
}
