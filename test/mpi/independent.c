/* Independent iterations with very uneven costs (dynamically scheduled
 * chunks) and reductions: an integer sum and a floating-point maximum,
 * both independent of how iterations are grouped, so they must equal the
 * sequential values exactly; the written array is compared bitwise. */
#include "common.h"

enum { N = 600, EXECUTIONS = 8 };

static double out[N], ref[N];
static int scale[N];

/* Iterations in the last fifth cost ~50 times more than the others. */
static double work(long i, int e) {
  long steps = 50 + (i % 7) * 20 + (i >= 4 * N / 5 ? 5000 : 0);
  double x = (double)(i + e) * 0.001;
  for (long s = 0; s < steps; ++s)
    x = x * 0.999 + 0.5 / (1.0 + (double)s);
  return x;
}

static long checksum(double x) { return (long)(x * 1000.0) % 1000; }

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  for (long i = 0; i < N; ++i)
    scale[i] = (int)(i % 5) + 1;

  long ref_sum[EXECUTIONS];
  double ref_max[EXECUTIONS];
  for (int e = 0; e < EXECUTIONS; ++e) {
    ref_sum[e] = 0;
    ref_max[e] = -1.0;
    for (long i = 0; i < N; ++i) {
      ref[i] = work(i, e) * scale[i];
      ref_sum[e] += checksum(ref[i]);
      if (ref[i] > ref_max[e])
        ref_max[e] = ref[i];
    }
  }

  alb_array arrays[2] = {array_rows("out", out, sizeof(double), N, 1),
                         array_rows("scale", scale, sizeof(int), N, 1)};
  arrays[0].written = 1;
  alb_nest_desc desc = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 1, 0, 0, 0,
                        0,        200.0,    2,   arrays,         0, 0, 0, NULL};
  static alb_nest *nest;
  int vacated_ran = 0;
  for (int e = 0; e < EXECUTIONS; ++e) {
    if (procmap_variant() && e == EXECUTIONS / 3)
      write_procmap(1);
    if (procmap_variant() && e == 2 * EXECUTIONS / 3)
      write_procmap(-1);
    long sum = 0;
    double max = -1.0;
    alb_nest_begin(&nest, &desc, 0, 1, N);
    long klo, khi;
    while (alb_nest_next(nest, &klo, &khi) == ALB_OK) {
      if (procmap_variant() && queried(alb_rank) == 1 && e >= EXECUTIONS / 3 &&
          e < 2 * EXECUTIONS / 3)
        vacated_ran = 1;
      for (long i = klo; i < khi; ++i) {
        out[i] = work(i, e) * scale[i];
        sum += checksum(out[i]);
        if (out[i] > max)
          max = out[i];
      }
    }
    alb_nest_end(nest);
    alb_reduce(&sum, ALB_TYPE_LONG, ALB_OP_SUM);
    alb_reduce(&max, ALB_TYPE_DOUBLE, ALB_OP_MAX);
    if (sum != ref_sum[e] || max != ref_max[e]) {
      fprintf(stderr,
              "independent: rank %d: execution %d: sum %ld/%ld max "
              "%.17g/%.17g\n",
              queried(alb_rank), e, sum, ref_sum[e], max, ref_max[e]);
      ++failures;
    }
  }
  if (vacated_ran) {
    fprintf(stderr, "independent: rank 1 ran chunks while vacated\n");
    ++failures;
  }
  alb_array_sync(out);
  /* out holds the last execution's values. */
  for (long i = 0; i < N; ++i)
    ref[i] = work(i, EXECUTIONS - 1) * scale[i];
  if (memcmp(out, ref, sizeof out) != 0) {
    fprintf(stderr, "independent: rank %d: array differs\n", queried(alb_rank));
    ++failures;
  }
  return finish("independent", failures);
}
