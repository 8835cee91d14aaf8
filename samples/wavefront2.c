/* wavefront2.c - a DOACROSS wavefront with distance 2 in the distributed
 * dimension: A[i][j] depends on the point two rows up, A[i-2][j], and on its
 * left neighbour, A[i][j-1]. N x N (default 1000), TSTEPS sweeps (default 20).
 *
 * What the analysis should conclude (tests check it):
 *   - loop 't' (time): sequential, encloses the distributed nest.
 *   - loop 'i': DOACROSS. Flow dependence A[i][j] -> A[i-2][j], distance
 *     (2, 0) on (i, j); no anti dependence across rows (nothing reads row
 *     i+k). Distributed, pipelined over 'j'; pipe rows (flow distance) 2:
 *     every block message carries the upstream rank's last two rows. Lag 0.
 *   - loop 'j': carries the flow dependence A[i][j-1], distance (0, 1):
 *     sequential within a row.
 *   - array A: distributed dimension 0, read halo 2 below, 0 above.
 *   - the call to sqrt is a pure math function and does not prevent
 *     distribution.
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
#include <math.h>
#include <stdio.h>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 1.0 + (double)((i * 19 + j * 7) % 53) / 53.0;

  for (int t = 0; t < TSTEPS; t++)
    for (int i = 2; i < N; i++)
      for (int j = 1; j < N; j++)
        A[i][j] = 0.5 * A[i - 2][j] + 0.25 * A[i][j - 1] + 0.25 * sqrt(A[i][j]);

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i][j];
      bits += (unsigned long)(long)(A[i][j] * 9007199254740992.0); /* 2^53 */
    }

  printf("wavefront2 N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("fingerprint 0x%016lx\n", bits);
  printf("A[%d][%d] %.17g\n", N - 1, N - 1, A[N - 1][N - 1]);
  return 0;
}
