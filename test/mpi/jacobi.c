/* Jacobi DOALL with halos over two arrays whose pointers the program swaps
 * after every sweep (so the nest sees its arrays' roles exchanged), with a
 * floating-point maximum reduction (exact whatever the distribution). */
#include "common.h"

enum { N = 50, M = 23, SWEEPS = 80 };

static double a0[N][M], b0[N][M], ra[N][M], rb[N][M];

static void init(double x[N][M]) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      x[i][j] = (double)((i * 13 + j * 7) % 11) + (i == N - 1 ? 5.0 : 0.0);
}

static double relax(double (*src)[M], double (*dst)[M], long i) {
  double change = 0.0;
  for (long j = 1; j < M - 1; ++j) {
    dst[i][j] =
        0.25 * (src[i - 1][j] + src[i + 1][j] + src[i][j - 1] + src[i][j + 1]);
    double d =
        dst[i][j] > src[i][j] ? dst[i][j] - src[i][j] : src[i][j] - dst[i][j];
    if (d > change)
      change = d;
  }
  return change;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  init(a0);
  init(b0);
  init(ra);
  init(rb);
  double ref_change[SWEEPS];
  double(*src)[M] = ra, (*dst)[M] = rb;
  for (int t = 0; t < SWEEPS; ++t) {
    ref_change[t] = 0.0;
    for (long i = 1; i < N - 1; ++i) {
      double c = relax(src, dst, i);
      if (c > ref_change[t])
        ref_change[t] = c;
    }
    double(*tmp)[M] = src;
    src = dst;
    dst = tmp;
  }

  static alb_nest *nest;
  src = a0;
  dst = b0;
  int vacated_ok = 1;
  for (int t = 0; t < SWEEPS; ++t) {
    if (procmap_variant() && t == SWEEPS / 3)
      write_procmap(1);
    if (procmap_variant() && t == 2 * SWEEPS / 3)
      write_procmap(-1);
    alb_array arrays[2] = {array_rows("src", &src[0][0], sizeof(double), N, M),
                           array_rows("dst", &dst[0][0], sizeof(double), N, M)};
    arrays[0].halo_below = arrays[0].halo_above = 1;
    arrays[1].written = 1;
    alb_nest_desc desc = {
        __FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 1, M - 1, 0,
        1,        6.0 * M,  2,   arrays,         0, 0, 0,     NULL};
    double change = 0.0;
    alb_nest_begin(&nest, &desc, 1, 1, N - 2);
    long klo, khi;
    while (alb_nest_next(nest, &klo, &khi) == ALB_OK) {
      if (procmap_variant() && queried(alb_rank) == 1 && t >= SWEEPS / 3 + 3 &&
          t < 2 * SWEEPS / 3)
        vacated_ok = 0;
      for (long k = klo; k < khi; ++k) {
        double c = relax(src, dst, 1 + k);
        if (c > change)
          change = c;
      }
    }
    alb_nest_end(nest);
    alb_reduce(&change, ALB_TYPE_DOUBLE, ALB_OP_MAX);
    if (change != ref_change[t]) {
      fprintf(stderr,
              "jacobi: rank %d: sweep %d: change %.17g, expected "
              "%.17g\n",
              queried(alb_rank), t, change, ref_change[t]);
      ++failures;
    }
    double(*tmp)[M] = src;
    src = dst;
    dst = tmp;
  }
  if (!vacated_ok) {
    fprintf(stderr, "jacobi: rank 1 kept work while vacated\n");
    ++failures;
  }
  alb_array_sync(a0);
  alb_array_sync(b0);
  if (memcmp(a0, ra, sizeof a0) != 0 || memcmp(b0, rb, sizeof b0) != 0) {
    fprintf(stderr, "jacobi: rank %d: arrays differ\n", queried(alb_rank));
    ++failures;
  }
  return finish("jacobi", failures);
}
