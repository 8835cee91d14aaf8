/* wavefront2.cpp - the C++ twin of samples/wavefront2.c: the same program, its grids
 * std::vector locals of main indexed flat (A[i * N + j]). autolb must reach
 * the same decisions on both (test/Cxx/sample-twins-same-decisions.test)
 * and print the same output.
 */
#include <math.h>
#include <cstdio>
#include <vector>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

int main() {
  std::vector<double> A(N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = 1.0 + (double)((i * 19 + j * 7) % 53) / 53.0;

  for (int t = 0; t < TSTEPS; t++)
    for (int i = 2; i < N; i++)
      for (int j = 1; j < N; j++)
        A[i * N + j] = 0.5 * A[(i - 2) * N + j] + 0.25 * A[i * N + (j - 1)] + 0.25 * sqrt(A[i * N + j]);

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i * N + j];
      bits += (unsigned long)(long)(A[i * N + j] * 9007199254740992.0); /* 2^53 */
    }

  std::printf("wavefront2 N=%d TSTEPS=%d\n", N, TSTEPS);
  std::printf("checksum %.17g\n", sum);
  std::printf("fingerprint 0x%016lx\n", bits);
  std::printf("A[%d][%d] %.17g\n", N - 1, N - 1, A[(N - 1) * N + (N - 1)]);
  return 0;
}
