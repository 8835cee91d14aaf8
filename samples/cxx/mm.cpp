/* mm.cpp - the C++ twin of samples/mm.c: the same program, its grids
 * std::vector locals of main indexed flat (A[i * N + j]). autolb must reach
 * the same decisions on both (test/Cxx/sample-twins-same-decisions.test)
 * and print the same output.
 */
#include <cstdio>
#include <vector>

#ifndef N
#define N 500
#endif

int main() {
  std::vector<double> A(N * N), B(N * N), C(N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = (double)((i * 7 + j * 3) % 17) / 17.0;
      B[i * N + j] = (double)((i * 5 + j * 11) % 23) / 23.0 - 0.5;
      C[i * N + j] = 0.0;
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i * N + j] += A[i * N + k] * B[k * N + j];

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += C[i * N + j];
      bits += (unsigned long)(long)(C[i * N + j] * 9007199254740992.0); /* 2^53 */
    }

  std::printf("mm N=%d\n", N);
  std::printf("checksum %.17g\n", sum);
  std::printf("fingerprint 0x%016lx\n", bits);
  std::printf("C[%d][%d] %.17g\n", N / 3, N / 2, C[(N / 3) * N + (N / 2)]);
  return 0;
}
