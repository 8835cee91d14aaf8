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
 *   - hook: the end of the body of 'i' (about 7 * (N - 1) operations per
 *     execution); never inside the pipelined loop 'j'.
 *   - the checksum nest: DOALL over 'i', floating-point sum reduction 'sum'.
 *
 * Output: the sum of all points and one point, with %.17g.
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

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j];

  printf("wavefront2 N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("A[%d][%d] %.17g\n", N - 1, N - 1, A[N - 1][N - 1]);
  return 0;
}
