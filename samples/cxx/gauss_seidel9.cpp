/* gauss_seidel9.cpp - the C++ twin of samples/gauss_seidel9.c: the same program, its grids
 * std::vector locals of main indexed flat (A[i * N + j]). autolb must reach
 * the same decisions on both (test/Cxx/sample-twins-same-decisions.test)
 * and print the same output.
 */
#include <cstdio>
#include <vector>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 30
#endif

int main() {
  std::vector<double> A(N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = (double)((i * 17 + j * 31) % 89) / 89.0 + (i == j ? 1.0 : 0.0);

  for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = (A[(i - 1) * N + (j - 1)] + A[(i - 1) * N + j] + A[(i - 1) * N + (j + 1)] +
                   A[i * N + (j - 1)] + A[i * N + j] + A[i * N + (j + 1)] + A[(i + 1) * N + (j - 1)] +
                   A[(i + 1) * N + j] + A[(i + 1) * N + (j + 1)]) /
                  9.0;

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i * N + j];
      bits += (unsigned long)(long)(A[i * N + j] * 9007199254740992.0); /* 2^53 */
    }

  std::printf("gauss_seidel9 N=%d TSTEPS=%d\n", N, TSTEPS);
  std::printf("checksum %.17g\n", sum);
  std::printf("fingerprint 0x%016lx\n", bits);
  std::printf("A[%d][%d] %.17g\n", N / 2, N / 3, A[(N / 2) * N + (N / 3)]);
  return 0;
}
