/* The result codes of the C API (autolb.h): inside alb_init .. alb_finalize
 * the calls return ALB_OK, and alb_nest_next ALB_DONE once this rank has no
 * iterations left; outside it every call that returns a result code
 * returns ALB_ERR_NOINIT and leaves its outputs alone, so that the
 * documented loop stops at once instead of spinning. ctest checks, in the
 * variant "reported", that such an error is also printed. */
#include "common.h"

#define ITERATIONS 10

static int failures;

static void expect(const char *call, int result, int expected) {
  if (result == expected)
    return;
  fprintf(stderr, "results: %s returned %d (%s), expected %d (%s)\n", call,
          result, alb_strerror(result), expected, alb_strerror(expected));
  ++failures;
}

#define EXPECT(call, expected) expect(#call, call, expected)

/* Every entry point that returns a result code, called while the run-time
 * is not running (nest: NULL, or a handle from the finished run). */
static void expect_not_running(alb_nest *nest) {
  static double x[ITERATIONS];
  alb_array arr = array_rows("x", x, sizeof(double), ITERATIONS, 1);
  alb_nest_desc desc = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
                        1,        1.0,      1,   &arr,           0, 0, 0, NULL};
  alb_nest *begun = NULL;
  alb_terms *terms = NULL;
  double value = 1.0;
  int number = -7;
  long lo = -7, hi = -7, block = -7;
  EXPECT(alb_finalize(), ALB_ERR_NOINIT);
  EXPECT(alb_rank(&number), ALB_ERR_NOINIT);
  EXPECT(alb_nranks(&number), ALB_ERR_NOINIT);
  EXPECT(alb_replicate_stdin(), ALB_ERR_NOINIT);
  EXPECT(alb_nest_begin(&begun, &desc, 0, 1, ITERATIONS), ALB_ERR_NOINIT);
  EXPECT(alb_nest_next(nest, &lo, &hi), ALB_ERR_NOINIT);
  EXPECT(alb_nest_range(nest, &lo, &hi), ALB_ERR_NOINIT);
  EXPECT(alb_nest_block_size(nest, &block), ALB_ERR_NOINIT);
  EXPECT(alb_pipe_recv(nest, 0, 1), ALB_ERR_NOINIT);
  EXPECT(alb_pipe_send(nest, 0, 1), ALB_ERR_NOINIT);
  EXPECT(alb_nest_end(nest), ALB_ERR_NOINIT);
  EXPECT(alb_nest_settle(nest), ALB_ERR_NOINIT);
  EXPECT(alb_hook_fire(nest), ALB_ERR_NOINIT);
  EXPECT(alb_hook(nest, alb_nest_hook(nest)), ALB_ERR_NOINIT);
  EXPECT(alb_reduce(&value, ALB_TYPE_DOUBLE, ALB_OP_SUM), ALB_ERR_NOINIT);
  EXPECT(alb_reduce_array_begin(x, ITERATIONS, ALB_TYPE_DOUBLE, ALB_OP_SUM),
         ALB_ERR_NOINIT);
  EXPECT(alb_reduce_array(x, ITERATIONS, ALB_TYPE_DOUBLE, ALB_OP_SUM),
         ALB_ERR_NOINIT);
  EXPECT(alb_private_copy_out(x, ITERATIONS, sizeof(double), 1),
         ALB_ERR_NOINIT);
  EXPECT(alb_terms_begin(&terms, ALB_TYPE_DOUBLE, ALB_OP_SUM), ALB_ERR_NOINIT);
  EXPECT(alb_terms_push_double(terms, 0, 1.0), ALB_ERR_NOINIT);
  EXPECT(alb_terms_push_float(terms, 0, 1.0f), ALB_ERR_NOINIT);
  EXPECT(alb_terms_subtract_double(terms, 0, 1.0), ALB_ERR_NOINIT);
  EXPECT(alb_terms_subtract_float(terms, 0, 1.0f), ALB_ERR_NOINIT);
  EXPECT(alb_terms_fold(terms, &value), ALB_ERR_NOINIT);
  EXPECT(alb_array_sync(x), ALB_ERR_NOINIT);
  EXPECT(alb_array_sync_slices(x, 0, 1), ALB_ERR_NOINIT);
  EXPECT(alb_array_forget(x), ALB_ERR_NOINIT);
  EXPECT(alb_sync_all(), ALB_ERR_NOINIT);
  if (alb_nest_hook(nest) != NULL || alb_nest_replicates(nest, 1) != 0 ||
      begun != NULL || terms != NULL || number != -7 || lo != -7 ||
      hi != -7 || block != -7) {
    fprintf(stderr, "results: an output was written by a failed call\n");
    ++failures;
  }
  /* The documented loop stops on the error. */
  int spins = 0, result;
  while ((result = alb_nest_next(nest, &lo, &hi)) == ALB_OK)
    if (++spins > ITERATIONS)
      break;
  if (spins != 0 || result != ALB_ERR_NOINIT) {
    fprintf(stderr, "results: the chunk loop ran %d times outside the run\n",
            spins);
    ++failures;
  }
}

/* A DOALL nest over ITERATIONS iterations at hook level 2: every rank's
 * chunks, then ALB_DONE; its block size and its hook. */
static alb_nest *run_nest(void) {
  static double y[ITERATIONS];
  alb_array arr = array_rows("y", y, sizeof(double), ITERATIONS, 1);
  arr.written = 1;
  alb_nest_desc desc = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
                        2,        1.0,      1,   &arr,           0, 0, 0, NULL};
  static alb_nest *nest;
  EXPECT(alb_nest_begin(&nest, &desc, 0, 1, ITERATIONS), ALB_OK);
  long lo, hi, mine = 0;
  int result;
  while ((result = alb_nest_next(nest, &lo, &hi)) == ALB_OK) {
    if (lo < 0 || hi > ITERATIONS || lo > hi) {
      fprintf(stderr, "results: chunk [%ld, %ld) outside the nest\n", lo, hi);
      ++failures;
      break;
    }
    mine += hi - lo;
  }
  EXPECT(result, ALB_DONE);
  long block = 0;
  EXPECT(alb_nest_block_size(nest, &block), ALB_OK);
  if (block < 1) {
    fprintf(stderr, "results: block size %ld\n", block);
    ++failures;
  }
  EXPECT(alb_nest_end(nest), ALB_OK);
  alb_hook_state *hook = alb_nest_hook(nest);
  if (!hook) {
    fprintf(stderr, "results: no hook counter inside the run\n");
    ++failures;
  }
  EXPECT(alb_hook(nest, hook), ALB_OK);
  long total = 0;
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (total != ITERATIONS) {
    fprintf(stderr, "results: %ld of %d iterations handed out\n", total,
            ITERATIONS);
    ++failures;
  }
  return nest;
}

/* A pipelined nest's calls, then the reductions, terms and syncs, on the
 * arrays the nests described. */
static void expect_ok_inside_run(void) {
  static double z[ITERATIONS][ITERATIONS];
  alb_array arr = array_rows("z", z, sizeof(double), ITERATIONS, ITERATIONS);
  arr.written = 1;
  arr.halo_below = 1;
  arr.pipe_rows = 1;
  alb_nest_desc desc = {__FILE__, __LINE__, "i",        ALB_NEST_PIPELINE,
                        0,        0,        ITERATIONS, 0,
                        1,        1.0,      1,          &arr,
                        0,        0,        0,          NULL};
  static alb_nest *nest;
  EXPECT(alb_nest_begin(&nest, &desc, 1, 1, ITERATIONS - 1), ALB_OK);
  long lo = -1, hi = -1, block = 0;
  EXPECT(alb_nest_range(nest, &lo, &hi), ALB_OK);
  EXPECT(alb_nest_block_size(nest, &block), ALB_OK);
  if (lo < 0 || hi > ITERATIONS - 1 || lo > hi || block < 1) {
    fprintf(stderr, "results: range [%ld, %ld), block size %ld\n", lo, hi,
            block);
    ++failures;
    block = ITERATIONS;
  }
  for (long jb = 0; jb < ITERATIONS; jb += block) {
    EXPECT(alb_pipe_recv(nest, jb, jb + block), ALB_OK);
    EXPECT(alb_pipe_send(nest, jb, jb + block), ALB_OK);
  }
  EXPECT(alb_nest_end(nest), ALB_OK);
  EXPECT(alb_nest_settle(nest), ALB_OK);
  EXPECT(alb_nest_settle(NULL), ALB_OK);
  EXPECT(alb_hook_fire(nest), ALB_OK);

  double value = 1.0, row[ITERATIONS] = {0};
  int rank = queried(alb_rank);
  EXPECT(alb_reduce(&value, ALB_TYPE_DOUBLE, ALB_OP_SUM), ALB_OK);
  EXPECT(alb_reduce_array_begin(row, ITERATIONS, ALB_TYPE_DOUBLE, ALB_OP_SUM),
         ALB_OK);
  EXPECT(alb_reduce_array(row, ITERATIONS, ALB_TYPE_DOUBLE, ALB_OP_SUM),
         ALB_OK);
  EXPECT(alb_private_copy_out(row, ITERATIONS, sizeof(double), rank == 0),
         ALB_OK);
  static alb_terms *terms;
  EXPECT(alb_terms_begin(&terms, ALB_TYPE_DOUBLE, ALB_OP_SUM), ALB_OK);
  EXPECT(alb_terms_push_double(terms, rank, 1.0), ALB_OK);
  EXPECT(alb_terms_subtract_double(terms, rank, 0.5), ALB_OK);
  EXPECT(alb_terms_fold(terms, &value), ALB_OK);
  static alb_terms *float_terms;
  float float_value = 1.0f;
  EXPECT(alb_terms_begin(&float_terms, ALB_TYPE_FLOAT, ALB_OP_SUM), ALB_OK);
  EXPECT(alb_terms_push_float(float_terms, rank, 1.0f), ALB_OK);
  EXPECT(alb_terms_subtract_float(float_terms, rank, 0.5f), ALB_OK);
  EXPECT(alb_terms_fold(float_terms, &float_value), ALB_OK);
  EXPECT(alb_array_sync_slices(z, 0, 1), ALB_OK);
  EXPECT(alb_array_sync(z), ALB_OK);
  EXPECT(alb_sync_all(), ALB_OK);
  EXPECT(alb_array_forget(z), ALB_OK);
}

int main(int argc, char **argv) {
  expect_not_running(NULL);
  EXPECT(alb_init(&argc, &argv), ALB_OK);
  alb_nest *nest = run_nest();
  expect_ok_inside_run();
  EXPECT(alb_init(&argc, &argv), ALB_ERR_STATE);
  int total = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  failures = total;
  EXPECT(alb_finalize(), ALB_OK);
  expect_not_running(nest);
  if (alb_is_output_rank())
    printf("results: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
