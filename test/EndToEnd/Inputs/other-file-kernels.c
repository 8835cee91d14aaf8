// The kernels of other-file-call-inside-expression.c: each distributes the
// array it is given and returns with it distributed.
#define N 1200

double fill_sum(double a[N]) {
  for (int i = 0; i < N; i++)
    a[i] = (i * 7) % 13 + 0.5;
  return a[0];
}

int step(double a[N]) {
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 1.0;
  return 1;
}

void shift(double a[N]) {
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 0.5;
}
