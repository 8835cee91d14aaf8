#include <stdio.h>

#define N 100
static double v[N];

void write(const char *name, double *x, int n) {
  for (int i = 0; i < n; i++)
    printf("%s[%d] = %g\n", name, i, x[i]);
}

int main(void) {
  for (int i = 0; i < N; i++)
    v[i] = 0.5 * i;
  write("v", v, N);
  return 0;
}
