/* gauss_seidel9.c - in-place 9-point Gauss-Seidel smoothing: every point
 * becomes the mean of its 3 x 3 neighbourhood, updated row by row in place.
 * N x N (default 1000), TSTEPS sweeps (default 30).
 *
 * What the analysis should conclude (tests check it):
 *   - loop 't' (time): sequential, encloses the distributed nest.
 *   - loop 'i': DOACROSS. Flow dependences from A[i][j] to the reads of row
 *     i-1 in the next iteration of 'i': A[i-1][j-1] distance (1, 1),
 *     A[i-1][j] distance (1, 0), A[i-1][j+1] distance (1, -1); anti
 *     dependences from the reads of row i+1 with the same distances.
 *     Distributed, pipelined over 'j'; pipe rows (flow distance) 1.
 *     The negative inner distance (1, -1) of A[i-1][j+1] means row i may
 *     only compute a block once row i-1 has finished one more column: the
 *     pipeline needs a lag of 1 (skew 1).
 *   - loop 'j': carries the flow dependence A[i][j-1] (0, 1) and the anti
 *     dependence A[i][j+1] (0, 1): sequential within a row.
 *   - array A: distributed dimension 0, read halo 1 below and 1 above.
 *   - hook: after the distributed loop 'i' (level 1, once per sweep). In a
 *     pipelined nest an iteration of 'i' is spread over the blocks of 'j',
 *     so the end of its body is no hook location, and the block size of 'j'
 *     belongs to the grain size; the code between two hooks is a whole sweep.
 *     The outermost location (after 't') is dropped.
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
#define TSTEPS 30
#endif

static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 17 + j * 31) % 89) / 89.0 + (i == j ? 1.0 : 0.0);

  for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) /
                  9.0;

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i][j];
      bits += (unsigned long)(long)(A[i][j] * 9007199254740992.0); /* 2^53 */
    }

  printf("gauss_seidel9 N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("fingerprint 0x%016lx\n", bits);
  printf("A[%d][%d] %.17g\n", N / 2, N / 3, A[N / 2][N / 3]);
  return 0;
}
