/* Edge cases of the data mechanism, compared bitwise with sequential code:
 * (1) an array distributed along its columns (strided slices), DOALL with
 *     halos; (2) a pipeline with flow distance 2 (pipe_rows 2) over few
 *     rows, so that ranks may own nothing; (3) a loop with step 2 and one
 *     with step -1; (4) executions with zero iterations. */
#include "common.h"

enum { R = 9, C = 14, PN = 12, PM = 10, SWEEPS = 20 };

static double x[R][C], y[R][C], ry[R][C];
static double p[PN][PM], rp[PN][PM];
static double z[40], rz[40];

static void col_point(double (*out)[C], long j) {
  for (long i = 0; i < R; ++i)
    out[i][j] = x[i][j - 1] * 0.5 + x[i][j + 1] * 0.25 + y[i][j] * 0.125;
}

static void pipe_point(double (*a)[PM], long i, long j) {
  a[i][j] = a[i - 2][j] * 0.5 + a[i][j - 1] * 0.25 + a[i + 1][j] * 0.25;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      x[i][j] = y[i][j] = ry[i][j] = (double)(i * C + j) / 3.0;
  for (int i = 0; i < PN; ++i)
    for (int j = 0; j < PM; ++j)
      p[i][j] = rp[i][j] = (double)((i * 7 + j * 3) % 10);

  /* (1) Columns: slice s = column s, elements strided by a row. */
  alb_array cols[2] = {{.name = "x",
                        .base = x,
                        .elem_size = sizeof(double),
                        .extent = C,
                        .slice_stride = sizeof(double),
                        .slice_elems = R,
                        .elem_stride = C * sizeof(double),
                        .halo_below = 1,
                        .halo_above = 1},
                       {.name = "y",
                        .base = y,
                        .elem_size = sizeof(double),
                        .extent = C,
                        .slice_stride = sizeof(double),
                        .slice_elems = R,
                        .elem_stride = C * sizeof(double),
                        .written = 1}};
  alb_nest_desc col_desc = {
      __FILE__, __LINE__, "j", ALB_NEST_DOALL, 0, 0, R, 0,
      1,        3.0 * R,  2,   cols,           0, 0, 0, NULL};
  static alb_nest *col_nest;
  for (int t = 0; t < SWEEPS; ++t) {
    for (long j = 1; j < C - 1; ++j)
      col_point(ry, j);
    alb_nest_begin(&col_nest, &col_desc, 1, 1, t % 7 == 3 ? 0 : C - 2);
    long lo, hi;
    while (alb_nest_next(col_nest, &lo, &hi) == ALB_OK)
      for (long k = lo; k < hi; ++k)
        col_point(y, 1 + k);
    alb_nest_end(col_nest);
    /* The empty execution did nothing: replicated code does the sweep,
     * which needs the whole array first. */
    if (t % 7 == 3) {
      alb_array_sync(y);
      for (long j = 1; j < C - 1; ++j)
        col_point(y, j);
    }
  }
  alb_array_sync(y);
  if (memcmp(y, ry, sizeof y) != 0) {
    fprintf(stderr, "edges: rank %d: column-distributed array differs\n",
            queried(alb_rank));
    ++failures;
  }

  /* (2) Flow distance 2: i in [2, PN-1), pipe_rows 2. */
  for (int t = 0; t < SWEEPS; ++t)
    for (long i = 2; i < PN - 1; ++i)
      for (long j = 1; j < PM; ++j)
        pipe_point(rp, i, j);
  alb_array parr = array_rows("p", &p[0][0], sizeof(double), PN, PM);
  parr.halo_below = 2;
  parr.halo_above = 1;
  parr.written = 1;
  parr.pipe_rows = 2;
  alb_nest_desc pdesc = {__FILE__, __LINE__, "i", ALB_NEST_PIPELINE,
                         0,        1,        PM,  0,
                         1,        4.0 * PM, 1,   &parr,
                         0,        0,        0,   NULL};
  static alb_nest *pnest;
  for (int t = 0; t < SWEEPS; ++t) {
    alb_nest_begin(&pnest, &pdesc, 2, 1, PN - 3);
    long klo, khi, b;
    alb_nest_block_size(pnest, &b);
    alb_nest_range(pnest, &klo, &khi);
    for (long jb = 1; jb < PM; jb += b) {
      long je = jb + b < PM ? jb + b : PM;
      alb_pipe_recv(pnest, jb, je);
      for (long k = klo; k < khi; ++k)
        for (long j = jb; j < je; ++j)
          pipe_point(p, 2 + k, j);
      alb_pipe_send(pnest, jb, je);
    }
    alb_nest_end(pnest);
  }
  alb_array_sync(p);
  if (memcmp(p, rp, sizeof p) != 0) {
    fprintf(stderr, "edges: rank %d: distance-2 pipeline differs\n",
            queried(alb_rank));
    ++failures;
  }

  /* (3) Step 2 upwards, then step -1 downwards reading the slice above. */
  for (long i = 1; i < 40; i += 2)
    rz[i] = (double)i * 1.5;
  for (long i = 38; i >= 0; --i)
    rz[i] = rz[i] + (double)i;
  alb_array zarr = array_rows("z", z, sizeof(double), 40, 1);
  zarr.written = 1;
  alb_nest_desc zdesc = {
      __FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
      1,        1.0,      1,   &zarr,          0, 0, 0, NULL};
  static alb_nest *up, *down;
  alb_nest_begin(&up, &zdesc, 1, 2, 20);
  long lo, hi;
  while (alb_nest_next(up, &lo, &hi) == ALB_OK)
    for (long k = lo; k < hi; ++k)
      z[1 + 2 * k] = (double)(1 + 2 * k) * 1.5;
  alb_nest_end(up);
  alb_nest_begin(&down, &zdesc, 38, -1, 39);
  while (alb_nest_next(down, &lo, &hi) == ALB_OK)
    for (long k = lo; k < hi; ++k)
      z[38 - k] = z[38 - k] + (double)(38 - k);
  alb_nest_end(down);
  alb_sync_all();
  if (memcmp(z, rz, sizeof z) != 0) {
    fprintf(stderr, "edges: rank %d: stepped loops differ\n", queried(alb_rank));
    ++failures;
  }
  return finish("edges", failures);
}
