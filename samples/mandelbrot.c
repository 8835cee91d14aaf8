/* mandelbrot.c - escape-time iteration counts of the Mandelbrot set, row by
 * row: independent rows whose costs differ by orders of magnitude (rows
 * through the set run MAXIT iterations per point, rows far outside a few).
 * H x W points (default 600 x 600), MAXIT = 1000. All counts are integers,
 * so the result is exact whatever the order of the additions.
 *
 * What the analysis should conclude (tests check it):
 *   - loop 'i' (rows): DOALL; iterations independent and reading no halo
 *     (any rank may run any row). Distributed. Private scalars of an
 *     iteration: cr, ci, x, y, xt, n (declared in the body). Array rowiters:
 *     written, distributed dimension 0, no halo.
 *   - loop 'j': DOALL; it carries the integer sum reduction into
 *     rowiters[i] (not distributed: 'i' is).
 *   - the escape loop is a 'while' loop with a data-dependent trip count:
 *     sequential, inside the atomic iteration of 'j'; its operation count
 *     is unknown at compile time (estimated).
 *   - hook: the end of the body of 'i' (W points of at least a few
 *     operations each, far above the 1% bar).
 *   - the total nest: DOALL over 'i' with integer sum reductions 'total'
 *     and 'weighted' (exact; no reassociation issue). One iteration is a
 *     few operations, too little for a hook: the hook goes after loop 'i'.
 *
 * Output: the total iteration count and a row-weighted checksum (which
 * changes if rows are permuted), both integers.
 */
#include <stdio.h>

#ifndef H
#define H 600
#endif
#ifndef W
#define W 600
#endif
#ifndef MAXIT
#define MAXIT 1000
#endif

static long rowiters[H];

int main(void) {
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      double cr = -2.0 + 2.6 * (double)j / (double)W;
      double ci = -1.3 + 2.6 * (double)i / (double)H;
      double x = 0.0, y = 0.0;
      int n = 0;
      while (n < MAXIT && x * x + y * y <= 4.0) {
        double xt = x * x - y * y + cr;
        y = 2.0 * x * y + ci;
        x = xt;
        n++;
      }
      rowiters[i] += n;
    }

  long total = 0, weighted = 0;
  for (int i = 0; i < H; i++) {
    total += rowiters[i];
    weighted += (long)(i + 1) * rowiters[i];
  }

  printf("mandelbrot H=%d W=%d MAXIT=%d\n", H, W, MAXIT);
  printf("total iterations %ld\n", total);
  printf("row-weighted checksum %ld\n", weighted);
  return 0;
}
