/* common.h - helpers shared by the MPI test programs.
 *
 * Every program computes the sequential result itself, runs the same
 * computation through libautolb, compares bitwise on every rank and prints
 * "<name> on <P> ranks: ok" or "... FAILED" on rank 0; the exit status is
 * the number of failures summed over the ranks (0 = pass).
 *
 * Processor-map variant: when ALB_PROCMAP names a file, the program itself
 * rewrites it between executions (only rank 0 reads it, at interactions),
 * vacating rank 1 for the middle third of the run and re-admitting it. */
#ifndef AUTOLB_TEST_MPI_COMMON_H
#define AUTOLB_TEST_MPI_COMMON_H

#include "autolb/autolb.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A row-major rows x cols array of elem_size-byte elements whose rows are
 * the slices (a 1-D array: cols = 1), each iteration reading and writing
 * only its own row: the caller adds halos, written and pipe_rows. */
static inline alb_array array_rows(const char *name, void *first,
                                   size_t elem_size, long rows, long cols) {
  alb_array a = {.name = name,
                 .base = first,
                 .elem_size = elem_size,
                 .extent = rows,
                 .slice_stride = (size_t)cols * elem_size,
                 .slice_elems = cols,
                 .elem_stride = elem_size};
  return a;
}

/* alb_rank's or alb_nranks's answer; the test fails on an error. */
static inline int queried(int (*query)(int *)) {
  int number = -1;
  if (query(&number) != ALB_OK)
    exit(2);
  return number;
}

/* Writes the control file (rank 0 only): every rank available except
 * `vacated` (-1: none). */
static inline void write_procmap(int vacated) {
  const char *path = getenv("ALB_PROCMAP");
  if (!path || !*path || queried(alb_rank) != 0)
    return;
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "cannot write %s\n", path);
    exit(2);
  }
  fprintf(f, "# written by the test\n");
  for (int r = 0; r < queried(alb_nranks); ++r)
    fprintf(f, "%d\n", r == vacated ? 0 : 1);
  fclose(f);
}

/* 1 when the processor-map variant runs with at least two ranks. */
static inline int procmap_variant(void) {
  const char *path = getenv("ALB_PROCMAP");
  return path && *path && queried(alb_nranks) > 1;
}

/* Sums the failures of all ranks, prints the verdict, returns the status. */
static inline int finish(const char *name, int failures) {
  int total = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (alb_is_output_rank())
    printf("%s on %d ranks: %s\n", name, queried(alb_nranks),
           total ? "FAILED" : "ok");
  if (alb_finalize() != ALB_OK)
    ++total;
  return total != 0;
}

#endif
