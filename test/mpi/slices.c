/* alb_array_sync_slices: after a nest distributes a row-distributed array A
 * and a column-distributed array C, syncing a few slices makes exactly
 * those whole on every rank (every other slice is still valid only on the
 * rank that computed it), clips ranges to the extent, ignores unknown
 * arrays; a later nest with halos still fetches the slices left held, and
 * syncing the rest makes everything equal to the sequential computation. */
#include "common.h"

enum { N = 40, M = 7 };

static double A[N][M], C[M][N], B[N][M];
static double refA[N][M], refC[M][N], refB[N][M];
static int mine[N];

static double value(long i, long j) { return (double)((i * 31 + j * 7) % 17); }

/* Slices [lo, hi) of A and C: equal to the sequential values when `whole`
 * or computed here, else still the initial -1 (not moved). */
static int check(long lo, long hi, int whole, const char *what) {
  int failures = 0;
  for (long i = lo; i < hi; ++i)
    for (long j = 0; j < M; ++j) {
      int valid = whole || mine[i];
      double a = valid ? refA[i][j] : -1.0, c = valid ? refC[j][i] : -1.0;
      if (A[i][j] != a || C[j][i] != c) {
        fprintf(stderr, "slices: rank %d: %s: slice %ld: %g/%g, expected %g\n",
                queried(alb_rank), what, i, A[i][j], C[j][i], a);
        ++failures;
        break;
      }
    }
  return failures;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  for (long i = 0; i < N; ++i)
    for (long j = 0; j < M; ++j) {
      A[i][j] = C[j][i] = -1.0;
      refA[i][j] = refC[j][i] = value(i, j);
    }
  for (long i = 1; i < N - 1; ++i)
    for (long j = 0; j < M; ++j)
      refB[i][j] = refA[i - 1][j] + refA[i + 1][j];

  alb_array written[2] = {array_rows("A", &A[0][0], sizeof(double), N, M),
                          {.name = "C",
                           .base = &C[0][0],
                           .elem_size = sizeof(double),
                           .extent = N,
                           .slice_stride = sizeof(double),
                           .slice_elems = M,
                           .elem_stride = N * sizeof(double),
                           .written = 1}};
  written[0].written = 1;
  alb_nest_desc fill = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 1, 0, 0, 0,
                        0,        2.0 * M,  2,   written,        0, 0, 0, NULL};
  static alb_nest *fill_nest;
  alb_nest_begin(&fill_nest, &fill, 0, 1, N);
  long klo, khi;
  while (alb_nest_next(fill_nest, &klo, &khi) == ALB_OK)
    for (long i = klo; i < khi; ++i) {
      mine[i] = 1;
      for (long j = 0; j < M; ++j)
        A[i][j] = C[j][i] = value(i, j);
    }
  alb_nest_end(fill_nest);

  /* A few slices, two ranges clipped at the ends, an empty range, an array
   * the run-time does not know. */
  static double unknown[4];
  if (alb_array_sync_slices(&A[0][0], 5, 8) != ALB_OK ||
      alb_array_sync_slices(&C[0][0], 5, 8) != ALB_OK ||
      alb_array_sync_slices(&A[0][0], N - 2, N + 5) != ALB_OK ||
      alb_array_sync_slices(&C[0][0], -3, 2) != ALB_OK ||
      alb_array_sync_slices(&C[0][0], 20, 20) != ALB_OK ||
      alb_array_sync_slices(unknown, 0, 4) != ALB_OK) {
    fprintf(stderr, "slices: rank %d: alb_array_sync_slices failed\n",
            queried(alb_rank));
    ++failures;
  }
  failures += check(5, 8, 1, "synced");
  failures += check(2, 5, 0, "not synced");
  failures += check(8, N - 2, 0, "not synced");
  /* Clipped ranges: C's slices 0-1 and A's N-2 - N-1 are whole, A's 0-1
   * and C's N-2 - N-1 were not synced. */
  for (long i = 0; i < 2; ++i)
    for (long j = 0; j < M; ++j)
      if (C[j][i] != refC[j][i] || A[i][j] != (mine[i] ? refA[i][j] : -1.0) ||
          A[N - 1 - i][j] != refA[N - 1 - i][j] ||
          C[j][N - 1 - i] != (mine[N - 1 - i] ? refC[j][N - 1 - i] : -1.0)) {
        fprintf(stderr, "slices: rank %d: clipped ranges: slice %ld\n",
                queried(alb_rank), i);
        ++failures;
        break;
      }

  /* A nest with halos after the partial sync: it fetches the slices of A
   * still held elsewhere. */
  alb_array halo[2] = {array_rows("A", &A[0][0], sizeof(double), N, M),
                       array_rows("B", &B[0][0], sizeof(double), N, M)};
  halo[0].halo_below = halo[0].halo_above = 1;
  halo[1].written = 1;
  alb_nest_desc sum = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
                       0,        2.0 * M,  2,   halo,           0, 0, 0, NULL};
  static alb_nest *sum_nest;
  alb_nest_begin(&sum_nest, &sum, 1, 1, N - 2);
  while (alb_nest_next(sum_nest, &klo, &khi) == ALB_OK)
    for (long k = klo; k < khi; ++k)
      for (long j = 0; j < M; ++j)
        B[1 + k][j] = A[k][j] + A[k + 2][j];
  alb_nest_end(sum_nest);
  alb_array_sync(B);
  if (memcmp(B, refB, sizeof B) != 0) {
    fprintf(stderr, "slices: rank %d: B differs\n", queried(alb_rank));
    ++failures;
  }

  /* The rest, as slices. */
  alb_array_sync_slices(&A[0][0], 0, N);
  alb_array_sync_slices(&C[0][0], 0, N);
  failures += check(0, N, 1, "all synced");
  return finish("slices", failures);
}
