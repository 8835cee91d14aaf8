/* sor.c - in-place 5-point successive over-relaxation (SOR), the paper's
 * main example and the README's demo.
 *
 *   N x N grid (default 1000; -DN=2000 for the large case), TSTEPS sweeps
 *   (default 100). The boundary is fixed; every sweep updates the interior in
 *   place, row by row, so each point sees its new upper and left neighbours
 *   and its old lower and right ones.
 *
 * What the analysis should conclude (tests check it):
 *   - loop 't' (time): sequential, it carries every dependence of the sweep;
 *     it encloses the distributed nest and runs on every rank.
 *   - loop 'i': DOACROSS. Flow dependence A[i][j] -> A[i-1][j], distance
 *     (1, 0) on (i, j); anti dependence A[i+1][j] -> A[i][j], distance (1, 0).
 *     Distributed (block rows), pipelined over 'j' (strip-mined with the
 *     run-time block size); pipe rows (flow distance) 1, lag 0.
 *   - loop 'j': carries the flow dependence A[i][j-1] (distance (0, 1)) and
 *     the anti dependence A[i][j+1]: sequential within a row.
 *   - array A: distributed dimension 0, read halo 1 below and 1 above (the
 *     row above arrives through the pipeline, the row below is streamed by
 *     the next rank during each sweep; alb_nest_settle after loop 't').
 *   - hook: after the distributed loop 'i' (level 1, once per sweep). In a
 *     pipelined nest an iteration of 'i' is spread over the blocks of 'j',
 *     so the end of its body is no hook location, and the block size of 'j'
 *     belongs to the grain size; the code between two hooks is a whole sweep.
 *     The outermost location (after 't') is dropped.
 *   - the checksum nest: 'i' DOALL with a floating-point sum reduction into
 *     'sum' (reassociated when distributed) and an unsigned long sum
 *     reduction into 'bits' (exact); hook at the end of the body of 'i'.
 *   - no reductions in the sweep; the initialization nest is DOALL.
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
#define TSTEPS 100
#endif
#define OMEGA 1.5

static double A[N][N];

int main(void) {
  /* Initialization: fixed boundary (hot top edge), deterministic interior. */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i == 0) ? 1.0 : (double)((i * 37 + j * 11) % 101) / 101.0;

  /* The SOR sweeps. */
  for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (1.0 - OMEGA) * A[i][j] +
                  OMEGA * 0.25 *
                      (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);

  /* Checksums: see the output description at the top. */
  double sum = 0.0;
  unsigned long bits = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += A[i][j];
      bits += (unsigned long)(long)(A[i][j] * 9007199254740992.0); /* 2^53 */
    }

  printf("sor N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("fingerprint 0x%016lx\n", bits);
  printf("A[%d][%d] %.17g\n", N / 2, N / 2, A[N / 2][N / 2]);
  return 0;
}
