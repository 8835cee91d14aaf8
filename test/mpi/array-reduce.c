/* alb_reduce_array_begin / alb_reduce_array without a nest: rank r adds
 * its own terms to the elements it "ran", and the result must be the
 * combination in rank order of every rank's copy, started from rank 0's
 * values before the nest:
 * - a double sum whose untouched elements hold -0.0 and NaN payloads and
 *   must keep them bit for bit (the identity is -0.0);
 * - an int product, a long sum, a float max and a double min;
 * - an empty section (count 0, null pointer);
 * - the value on every rank equal, compared bitwise with a sequential fold
 *   of the same per-rank partials in rank order. */
#include "common.h"
#include <math.h>

enum { N = 1000 };

static double sum[N], min_d[N];
static float max_f[N];
static int prod[N];
static long count[N];

/* The partial rank r computes for element i, from the identity. */
static double term(int r, long i) { return (double)(r + 1) / (double)(i + 3); }

static void initial(void) {
  for (long i = 0; i < N; ++i) {
    sum[i] = i % 10 == 0 ? -0.0 : (double)i * 0.25;
    min_d[i] = 100.0 + (double)(i % 17);
    max_f[i] = -5.0f + (float)(i % 3);
    prod[i] = (int)(i % 4) + 1;
    count[i] = i;
  }
  sum[7] = nan("42");
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  const int me = queried(alb_rank), ranks = queried(alb_nranks);
  initial();

  if (alb_reduce_array_begin(sum, N, ALB_TYPE_DOUBLE, ALB_OP_SUM) != ALB_OK ||
      alb_reduce_array_begin(min_d, N, ALB_TYPE_DOUBLE, ALB_OP_MIN) != ALB_OK ||
      alb_reduce_array_begin(max_f, N, ALB_TYPE_FLOAT, ALB_OP_MAX) != ALB_OK ||
      alb_reduce_array_begin(prod, N, ALB_TYPE_INT, ALB_OP_PROD) != ALB_OK ||
      alb_reduce_array_begin(count, N, ALB_TYPE_LONG, ALB_OP_SUM) != ALB_OK ||
      alb_reduce_array_begin(NULL, 0, ALB_TYPE_DOUBLE, ALB_OP_SUM) != ALB_OK)
    ++failures;
  /* Rank r updates the elements with i % ranks == r, except every tenth
   * element and element 7, which no rank updates. */
  for (long i = 0; i < N; ++i) {
    if (i % 10 == 0 || i == 7 || i % ranks != me)
      continue;
    sum[i] += term(me, i);
    min_d[i] = fmin(min_d[i], 50.0 + (double)me);
    max_f[i] = fmaxf(max_f[i], (float)me);
    prod[i] *= 2;
    count[i] += 3;
  }
  if (alb_reduce_array(sum, N, ALB_TYPE_DOUBLE, ALB_OP_SUM) != ALB_OK ||
      alb_reduce_array(min_d, N, ALB_TYPE_DOUBLE, ALB_OP_MIN) != ALB_OK ||
      alb_reduce_array(max_f, N, ALB_TYPE_FLOAT, ALB_OP_MAX) != ALB_OK ||
      alb_reduce_array(prod, N, ALB_TYPE_INT, ALB_OP_PROD) != ALB_OK ||
      alb_reduce_array(count, N, ALB_TYPE_LONG, ALB_OP_SUM) != ALB_OK ||
      alb_reduce_array(NULL, 0, ALB_TYPE_DOUBLE, ALB_OP_SUM) != ALB_OK)
    ++failures;

  /* The same fold, sequentially: rank 0's copy, then each rank's partial
   * (its terms added to -0.0) in rank order. */
  static double want_sum[N];
  for (long i = 0; i < N; ++i) {
    double s = i % 10 == 0 ? -0.0 : (double)i * 0.25;
    if (i == 7)
      s = nan("42");
    int updated = !(i % 10 == 0 || i == 7);
    int owner = (int)(i % ranks);
    if (updated && owner == 0)
      s += term(0, i);
    for (int r = 1; r < ranks; ++r)
      s = s + ((updated && owner == r) ? -0.0 + term(r, i) : -0.0);
    want_sum[i] = s;
    double want_min = 100.0 + (double)(i % 17);
    float want_max = -5.0f + (float)(i % 3);
    int want_prod = (int)(i % 4) + 1;
    long want_count = i;
    if (updated) {
      want_min = fmin(want_min, 50.0 + (double)owner);
      want_max = fmaxf(want_max, (float)owner);
      want_prod *= 2;
      want_count += 3;
    }
    if (memcmp(&sum[i], &want_sum[i], sizeof(double)) != 0 ||
        min_d[i] != want_min || max_f[i] != want_max || prod[i] != want_prod ||
        count[i] != want_count) {
      if (failures < 5)
        fprintf(stderr, "rank %d: element %ld: sum %a (want %a) min %g "
                        "(%g) max %g (%g) prod %d (%d) count %ld (%ld)\n",
                me, i, sum[i], want_sum[i], min_d[i], want_min, max_f[i],
                want_max, prod[i], want_prod, count[i], want_count);
      ++failures;
    }
  }
  if (signbit(sum[0]) == 0 || !isnan(sum[7])) {
    fprintf(stderr, "rank %d: -0.0 or NaN not kept: %g %g\n", me, sum[0],
            sum[7]);
    ++failures;
  }
  return finish("array-reduce", failures);
}
