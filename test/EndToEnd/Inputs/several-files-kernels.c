// The kernels of several-files.c, in a file of their own.
#define N 1200

double G[N];

void fill(double a[N]) {
  for (int i = 0; i < N; i++)
    a[i] = (i * 7) % 13 + 0.5;
}

void scale_global(double f) {
  for (int i = 0; i < N; i++)
    G[i] = G[i] * f + 1.0;
}
