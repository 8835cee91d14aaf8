#include <stdio.h>
#include "mpicc-kernels.h"

static double a[N][N], b[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 7 + j * 3) % 11;
  smooth(a, b);
  printf("b[1][1] %a b[N-2][N-2] %a\n", b[1][1], b[N - 2][N - 2]);
  printf("total %a\n", total(b));
  return 0;
}
