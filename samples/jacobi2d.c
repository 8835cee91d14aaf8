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
 *   - hook: the end of the body of 'i' in each nest (about 6 * (N - 2) and
 *     (N - 2) operations between two executions: above the 1% bar), moved
 *     next to the halo exchange of the following step where there is one.
 *   - no reductions in the time loop; the checksum nest is DOALL over 'i'
 *     with a floating-point sum reduction ('sum').
 *
 * Output: the sum of all points and one point, with %.17g.
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

  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j];

  printf("jacobi2d N=%d TSTEPS=%d\n", N, TSTEPS);
  printf("checksum %.17g\n", sum);
  printf("A[%d][%d] %.17g\n", N / 4, N / 4, A[N / 4][N / 4]);
  return 0;
}
