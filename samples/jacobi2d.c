/* jacobi2d.c - 2-D Jacobi relaxation with two arrays: each step computes B
 * from the five-point neighbourhood of A, then copies B back into A.
 * N x N (default 1000), TSTEPS steps (default 50).
 *
 * What the analysis should conclude (tests check it):
 *   - loop 't' (time): sequential; it encloses two sibling nests, which run
 *     one after the other on every rank.
 *   - compute nest, loop 'i': DOALL (writes only B, reads only A).
 *     Distributed. Array A: read halo 1 below and 1 above in dimension 0,
 *     exchanged before the nest; array B: written, no halo. Loop 'j': DOALL.
 *   - copy-back nest, loop 'i': DOALL, distributed, no halo (A[i][j] =
 *     B[i][j]); loop 'j': DOALL.
 *   - hook, compute nest: it reads a halo, so its rows are tied to the block
 *     distribution and work can move only between executions (next to the
 *     halo exchange): after loop 'i' (level 1, once per step).
 *   - hook, copy-back nest: independent iterations; the end of the body of
 *     'i' (about N - 2 operations between two executions: above the 1% bar).
 *   - no reductions in the time loop.
 *   - the checksum nest: 'i' DOALL with a floating-point sum reduction into
 *     'sum' (reassociated when distributed) and an unsigned long sum
 *     reduction into 'bits' (exact); hook at the end of the body of 'i'.
 *
 * Output, every value exact (%.17g or hex), so any difference shows:
 *   checksum     the sum of all points, by a floating-point sum reduction
 *                that a distributed run reassociates (the tool announces a
 *                relative tolerance for it);
 *   fingerprint  the sum modulo 2^64 of every point scaled by 2^53 and
 *                truncated to an integer (exact for |value| < 1024): an
 *                integer reduction whose result does not depend on the order
 *                of the additions, so the whole array is compared bitwise;
 *   one point    read by replicated code after the nests.
 */
#include <stdio.h>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 50
#endif

static double A[N][N], B[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (j == 0) ? 1.0 : (double)((i * 13 + j * 29) % 97) / 97.0;
      B[i][j] = A[i][j];
    }

  for (int t = 0; t < TSTEPS; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                         A[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = B[i][j];
  }

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i][j];
      bits += (unsigned long)(long)(A[i][j] * 9007199254740992.0); /* 2^53 */
    }

  printf("jacobi2d N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("fingerprint 0x%016lx\n", bits);
  printf("A[%d][%d] %.17g\n", N / 4, N / 4, A[N / 4][N / 4]);
  return 0;
}
