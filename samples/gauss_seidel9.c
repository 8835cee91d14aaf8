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
 *   - hook: the end of the body of 'i' (about 10 * (N - 2) operations per
 *     execution), as in sor.c; never inside the pipelined loop 'j'.
 *   - the checksum nest: DOALL over 'i', floating-point sum reduction 'sum'.
 *
 * Output: the sum of all points and one point, with %.17g.
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

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j];

  printf("gauss_seidel9 N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("A[%d][%d] %.17g\n", N / 2, N / 3, A[N / 2][N / 3]);
  return 0;
}
