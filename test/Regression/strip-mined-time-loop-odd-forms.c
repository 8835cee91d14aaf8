// Tiny grids relaxed for many time steps: one sweep is too little work for
// a hook, so the outermost (time) loop is strip-mined into blocks with a hook
// after each. Loop forms: <=, reversed comparison, step 2 and -3, long and
// long long variables, bounds near INT_MAX / INT_MIN, a bound in a local,
// the variable used after the loop.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <limits.h>
#include <stdio.h>
#define N 6
static double A[N][N], B[N][N], C[N][N], D[N][N], E[N][N];


static void show(const char *name, double X[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%s %d %d %.17g\n", name, i, j, X[i][j]);
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[i][j] = C[i][j] = D[i][j] = E[i][j] = (i == 0) ? 100.0 + j : (j == N - 1 ? 50.0 : 0.0);
  int t;
  for (t = 0; t <= 201; t += 2)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  printf("t=%d\n", t);
  long u;
  for (u = 300; u >= -2; u -= 3)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.25 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
  printf("u=%ld\n", u);
  int v;
  for (v = INT_MAX - 300; INT_MAX - 1 >= v; v += 3)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        C[i][j] = 0.25 * (C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1]);
  printf("v=%d\n", v);
  int w, stop = INT_MIN;
  for (w = INT_MIN + 300; w > stop; w -= 3)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        D[i][j] = 0.25 * (D[i - 1][j] + D[i + 1][j] + D[i][j - 1] + D[i][j + 1]);
  printf("w=%d\n", w);
  long long x;
  for (x = LLONG_MAX - 250; x < LLONG_MAX; x++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        E[i][j] = 0.25 * (E[i - 1][j] + E[i + 1][j] + E[i][j - 1] + E[i][j + 1]);
  printf("x=%lld\n", x);
  show("A", A);
  show("B", B);
  show("C", C);
  show("D", D);
  show("E", E);
  return 0;
}
