#include "mpicc-kernels.h"

void smooth(double a[N][N], double b[N][N]) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

double total(double a[N][N]) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += a[i][j];
  return s;
}
