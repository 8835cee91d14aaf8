/* jacobi2d.cpp - the C++ twin of samples/jacobi2d.c: the same program, its grids
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
#define TSTEPS 50
#endif

int main() {
  std::vector<double> A(N * N), B(N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = (j == 0) ? 1.0 : (double)((i * 13 + j * 29) % 97) / 97.0;
      B[i * N + j] = A[i * N + j];
    }

  for (int t = 0; t < TSTEPS; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i * N + j] = 0.2 * (A[i * N + j] + A[(i - 1) * N + j] + A[(i + 1) * N + j] + A[i * N + (j - 1)] +
                         A[i * N + (j + 1)]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = B[i * N + j];
  }

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i * N + j];
      bits += (unsigned long)(long)(A[i * N + j] * 9007199254740992.0); /* 2^53 */
    }

  std::printf("jacobi2d N=%d TSTEPS=%d\n", N, TSTEPS);
  std::printf("checksum %.17g\n", sum);
  std::printf("fingerprint 0x%016lx\n", bits);
  std::printf("A[%d][%d] %.17g\n", N / 4, N / 4, A[(N / 4) * N + (N / 4)]);
  return 0;
}
