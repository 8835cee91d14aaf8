/* A harmonic sum whose last digits depend on the order of its terms. */
#include <stdio.h>

int main(void) {
  static double a[200000];
  double s = 0.0;
  int i;
  for (i = 0; i < 200000; i++)
    a[i] = 1.0 / (i + 1);
  for (i = 0; i < 200000; i++)
    s += a[i];
  printf("%.17g\n", s);
  return 0;
}
