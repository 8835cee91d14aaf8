/* elapsed.c - the in-program time of a peer program in the benchmark suite
 * (scripts/bench.sh, the peers experiment): linked beside the unmodified
 * sample into its sequential, OpenMP and Polly builds, which have no
 * run-time to report their time as autolb's (elapsed_seconds, alb_init to
 * alb_finalize) or the hand-written MPI SOR's (MPI_Init to the end) do.
 *
 * A constructor reads the clock before main and a destructor prints, on
 * stderr, the wall time to the program's exit:
 *
 *   elapsed 1.234567 s before main to exit
 *
 * so the span is the whole program (initialization, kernels, output) less
 * the process's exec and dynamic loading, as autolb's span is the whole
 * main less mpirun's start-up and MPI_Init. The sample's source and output
 * stay as they are (stdout is compared with the sequential program's).
 */
#include <stdio.h>
#include <time.h>

static struct timespec start;

/* The OpenMP run-times start their threads at the first parallel region,
 * inside main, so the span has that start-up; autolb's starts after
 * MPI_Init and has the run-time's own start-up. */
__attribute__((constructor)) static void start_clock(void) {
  clock_gettime(CLOCK_MONOTONIC, &start);
}

__attribute__((destructor)) static void print_elapsed(void) {
  struct timespec end;
  clock_gettime(CLOCK_MONOTONIC, &end);
  fprintf(stderr, "elapsed %.6f s before main to exit\n",
          (double)(end.tv_sec - start.tv_sec) +
              (double)(end.tv_nsec - start.tv_nsec) * 1e-9);
}
