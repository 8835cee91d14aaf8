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
 *     row above arrives through the pipeline, the row below is exchanged
 *     before each sweep).
 *   - hook: not inside 'j' (the pipelined loop's blocks control grain size);
 *     the end of the body of 'i' runs about 8 * (N - 2) operations per
 *     execution, enough for a hook costing a few operations (< 1%): the hook
 *     goes there (or next to the pipeline's communication at that level).
 *   - the checksum nest: 'i' is DOALL with a floating-point sum reduction
 *     over 'sum' (reassociated if distributed); 'j' carries the same sum.
 *   - no reductions in the sweep; the initialization nest is DOALL.
 *
 * Output: the sum of all points and the centre point, printed with %.17g so
 * that any difference in the last bit shows.
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

  /* Checksum. */
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j];

  printf("sor N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("A[%d][%d] %.17g\n", N / 2, N / 2, A[N / 2][N / 2]);
  return 0;
}
