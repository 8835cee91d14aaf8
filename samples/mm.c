/* mm.c - dense matrix multiply C = A * B, N x N (default 500), the paper's
 * second example.
 *
 * What the analysis should conclude (tests check it):
 *   - loop 'i' (rows of C): DOALL, it carries no dependence. Distributed
 *     (block rows); its iterations are independent and read no halo, so any
 *     rank may run any row.
 *   - loop 'j': DOALL (not distributed: 'i' already is).
 *   - loop 'k': carries a sum reduction into C[i][j] (C[i][j] += ...); it is
 *     not distributed, so the sum runs in the sequential order on the rank
 *     that owns row i and the result is bitwise identical.
 *   - arrays: C written, distributed dimension 0, no halo; A read along the
 *     distributed dimension, no halo; B read whole by every iteration
 *     (non-distributed reads of an array the nest does not write).
 *   - hook: one iteration of 'i' is about 2 * N * N = 500,000 operations, so
 *     the end of the body of 'i' is far above the 1% bar and the deepest
 *     acceptable candidate ('j' and 'k' are inside the atomic iteration).
 *     For sizes where that location is too coarse, strip-mining 'j' creates
 *     an intermediate one (paper, Figure 16).
 *   - the checksum nest: 'i' DOALL with a floating-point sum reduction into
 *     'sum' (reassociated when distributed) and an unsigned long sum
 *     reduction into 'bits' (exact); hook at the end of the body of 'i'.
 *
 * Output, every value exact (%.17g or hex), so any difference shows:
 *   checksum     the sum of all elements of C, by a floating-point sum
 *                reduction that a distributed run reassociates (the tool
 *                announces a relative tolerance for it);
 *   fingerprint  the sum modulo 2^64 of every element scaled by 2^53 and
 *                truncated to an integer (exact for |value| < 1024; here
 *                |C| <= N / 2, so N < 2048): an integer reduction whose
 *                result does not depend on the order of the additions, so
 *                the whole of C is compared bitwise;
 *   one element  read by replicated code after the nests.
 */
#include <stdio.h>

#ifndef N
#define N 500
#endif

static double A[N][N], B[N][N], C[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 17.0;
      B[i][j] = (double)((i * 5 + j * 11) % 23) / 23.0 - 0.5;
      C[i][j] = 0.0;
    }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += C[i][j];
      bits += (unsigned long)(long)(C[i][j] * 9007199254740992.0); /* 2^53 */
    }

  printf("mm N=%d\n", N);
  printf("checksum %.17g\n", sum);
  printf("fingerprint 0x%016lx\n", bits);
  printf("C[%d][%d] %.17g\n", N / 3, N / 2, C[N / 3][N / 2]);
  return 0;
}
