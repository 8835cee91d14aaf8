/* alb_init/alb_finalize bring MPI up and down; rank queries agree with MPI
 * and fail, leaving their output alone, outside alb_init .. alb_finalize. */
#include "autolb/autolb.h"
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int queried_rank = -7, queried_size = -7;
  if (alb_rank(&queried_rank) != ALB_ERR_NOINIT ||
      alb_nranks(&queried_size) != ALB_ERR_NOINIT || queried_rank != -7 ||
      queried_size != -7) {
    fprintf(stderr, "rank queries must fail before alb_init\n");
    return 1;
  }
  if (alb_init(&argc, &argv) != ALB_OK) {
    fprintf(stderr, "alb_init failed\n");
    return 1;
  }
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int failures = 0;
  if (alb_rank(&queried_rank) != ALB_OK ||
      alb_nranks(&queried_size) != ALB_OK || queried_rank != rank ||
      queried_size != size)
    ++failures;
  if (alb_is_output_rank() != (rank == 0))
    ++failures;
  int output_ranks = 0, one = alb_is_output_rank();
  MPI_Allreduce(&one, &output_ranks, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (output_ranks != 1)
    ++failures;
  int total = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (alb_init(&argc, &argv) != ALB_ERR_STATE)
    ++total;
  if (alb_finalize() != ALB_OK)
    ++total;
  if (alb_rank(&queried_rank) != ALB_ERR_NOINIT || queried_rank != rank ||
      alb_finalize() != ALB_ERR_NOINIT)
    ++total;
  if (rank == 0)
    printf("init on %d ranks: %s\n", size, total ? "FAILED" : "ok");
  return total != 0;
}
