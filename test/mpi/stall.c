/* stall.c - a pipelined SOR that a test driver stops and continues
 * (fault-stall.sh), compared bitwise with the sequential sweeps.
 *
 * Handshake through files in the directory $ALB_TEST_FAULT_DIR:
 *   pid.<rank>  written by every rank after alb_init (its process id);
 *   ready       written by rank 0 once the balancer has seen WARMUP
 *               interactions' worth of sweeps (0.5 s of them);
 *   resumed     written by the driver after SIGSTOP, ~2 s, SIGCONT;
 * after "resumed" the sweeps go on for 1 s more, then stop. The sweep
 * count is decided by rank 0 and agreed with alb_reduce (a run-time wait,
 * like the reductions of generated code), so every rank runs the same
 * sweeps; the sequential reference then runs that many. */
#include "common.h"

#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { N = 202, M = 400 };

static double a[N][M], ref[N][M];

static void sor_point(double x[N][M], long i, long j) {
  x[i][j] = 0.25 * x[i][j] +
            0.1875 * (x[i - 1][j] + x[i + 1][j] + x[i][j - 1] + x[i][j + 1]);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static const char *dir(void) {
  const char *d = getenv("ALB_TEST_FAULT_DIR");
  if (!d || !*d) {
    fprintf(stderr, "stall: ALB_TEST_FAULT_DIR is not set\n");
    exit(2);
  }
  return d;
}

/* Writes path atomically (a reader never sees it half written). */
static void write_file(const char *name, long value) {
  char path[4096], tmp[4200];
  snprintf(path, sizeof path, "%s/%s", dir(), name);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (!f || fprintf(f, "%ld\n", value) < 0 || fclose(f) != 0 ||
      rename(tmp, path) != 0) {
    fprintf(stderr, "stall: rank %d: cannot write %s\n", queried(alb_rank), path);
    exit(2);
  }
}

static int exists(const char *name) {
  char path[4096];
  struct stat st;
  snprintf(path, sizeof path, "%s/%s", dir(), name);
  return stat(path, &st) == 0;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  char pidname[64];
  snprintf(pidname, sizeof pidname, "pid.%d", queried(alb_rank));
  write_file(pidname, (long)getpid());
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      a[i][j] = ref[i][j] = (double)((i * 31 + j * 17) % 23) / 7.0 +
                            (i == 0 || j == 0 ? 1.0 : 0.0);
  alb_array arr = array_rows("a", &a[0][0], sizeof(double), N, M);
  arr.halo_below = arr.halo_above = 1;
  arr.written = 1;
  arr.pipe_rows = 1;
  alb_nest_desc desc = {__FILE__, __LINE__,
                        "i",      ALB_NEST_PIPELINE,
                        0,        1,
                        M - 1,    0,
                        1,        6.0 * (M - 2),
                        1,        &arr,
                        0,        0,
                        0,        NULL};
  static alb_nest *nest;
  const double start = now();
  double resumed_at = 0.0;
  int ready = 0;
  long sweeps = 0;
  for (int stop = 0; !stop; ++sweeps) {
    alb_nest_begin(&nest, &desc, 1, 1, N - 2);
    long klo, khi, b;
    alb_nest_block_size(nest, &b);
    alb_nest_range(nest, &klo, &khi);
    for (long jb = 1; jb < M - 1; jb += b) {
      long je = jb + b < M - 1 ? jb + b : M - 1;
      alb_pipe_recv(nest, jb, je);
      for (long k = klo; k < khi; ++k)
        for (long j = jb; j < je; ++j)
          sor_point(a, 1 + k, j);
      alb_pipe_send(nest, jb, je);
    }
    alb_nest_end(nest);
    if (queried(alb_rank) == 0) {
      const double t = now();
      if (!ready && t - start > 0.5) {
        write_file("ready", sweeps);
        ready = 1;
      }
      if (ready && resumed_at == 0.0 && exists("resumed"))
        resumed_at = t;
      stop = resumed_at > 0.0 && t - resumed_at > 1.0;
    }
    alb_reduce(&stop, ALB_TYPE_INT, ALB_OP_MAX);
  }
  for (long t = 0; t < sweeps; ++t)
    for (long i = 1; i < N - 1; ++i)
      for (long j = 1; j < M - 1; ++j)
        sor_point(ref, i, j);
  alb_array_sync(a);
  int failures = memcmp(a, ref, sizeof a) != 0;
  if (failures)
    fprintf(stderr, "stall: rank %d: grid differs after %ld sweeps\n",
            queried(alb_rank), sweeps);
  if (queried(alb_rank) == 0)
    fprintf(stderr, "stall: %ld sweeps\n", sweeps);
  return finish("stall", failures);
}
