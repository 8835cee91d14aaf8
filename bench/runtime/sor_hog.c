/* sor_hog - a pipelined in-place SOR sweep long enough to watch the
 * balancer react to a competing load (scripts/bench-hog.sh).
 *   sor_hog [ROWS [COLUMNS [SWEEPS [SLOWDOWN]]]]
 * SLOWDOWN > 1 makes the last rank a slower processor: it computes each
 * of its rows SLOWDOWN times (the extra times into a scratch row), a
 * slowdown that no scheduler noise can blur.
 * Prints a checksum of the grid on stdout. */
#include "autolb/autolb.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  const long n = argc > 1 ? atol(argv[1]) : 600;
  const long m = argc > 2 ? atol(argv[2]) : 600;
  const long sweeps = argc > 3 ? atol(argv[3]) : 2000;
  const double slowdown = argc > 4 ? atof(argv[4]) : 1.0;
  int rank = 0, ranks = 1;
  if (alb_rank(&rank) != ALB_OK || alb_nranks(&ranks) != ALB_OK)
    return 1;
  const long extra = rank == ranks - 1 && slowdown > 1.0
                         ? (long)(slowdown - 1.0 + 0.5)
                         : 0;
  double *scratch = calloc((size_t)m, sizeof(double));
  if (!scratch)
    return 1;
  double *a = malloc(sizeof(double) * n * m);
  if (!a)
    return 1;
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < m; ++j)
      a[i * m + j] = (i == 0 || j == 0) ? 1.0 : 0.0;
  alb_array arr = {.name = "a",
                   .base = a,
                   .elem_size = sizeof(double),
                   .extent = n,
                   .slice_stride = m * sizeof(double),
                   .slice_elems = m,
                   .elem_stride = sizeof(double),
                   .halo_below = 1,
                   .halo_above = 1,
                   .written = 1,
                   .pipe_rows = 1};
  alb_nest_desc desc = {__FILE__, __LINE__,
                        "i",      ALB_NEST_PIPELINE,
                        0,        1,
                        m - 1,    0,
                        1,        6.0 * (m - 2),
                        1,        &arr,
                        0,        0,
                        0,        NULL};
  static alb_nest *nest;
  for (long t = 0; t < sweeps; ++t) {
    alb_nest_begin(&nest, &desc, 1, 1, n - 2);
    long klo, khi, b;
    alb_nest_block_size(nest, &b);
    alb_nest_range(nest, &klo, &khi);
    for (long jb = 1; jb < m - 1; jb += b) {
      long je = jb + b < m - 1 ? jb + b : m - 1;
      alb_pipe_recv(nest, jb, je);
      for (long k = klo; k < khi; ++k) {
        double *row = a + (1 + k) * m;
        for (long j = jb; j < je; ++j)
          row[j] = 0.25 * row[j] +
                   0.1875 * (row[j - m] + row[j + m] + row[j - 1] + row[j + 1]);
        for (long r = 0; r < extra; ++r)
          for (long j = jb; j < je; ++j)
            scratch[j] = 0.5 * scratch[j] + 0.1875 * (row[j - m] + row[j + m] +
                                                      row[j - 1] + row[j + 1]);
      }
      alb_pipe_send(nest, jb, je);
    }
    alb_nest_end(nest);
  }
  alb_array_sync(a);
  double sum = 0.0;
  for (long i = 0; i < n * m; ++i)
    sum += a[i];
  if (alb_is_output_rank())
    printf("checksum %.12g\n", sum);
  if (extra > 0 && scratch[m / 2] == 12345.0)
    printf("unlikely\n"); /* keeps the scratch work observable */
  free(scratch);
  free(a);
  return alb_finalize() == ALB_OK ? 0 : 1;
}
