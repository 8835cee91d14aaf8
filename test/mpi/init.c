/* alb_init/alb_finalize bring MPI up and down; rank queries agree with MPI. */
#include "autolb/autolb.h"
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (alb_rank() != -1 || alb_nranks() != -1) {
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
  if (alb_rank() != rank || alb_nranks() != size)
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
  if (rank == 0)
    printf("init on %d ranks: %s\n", size, total ? "FAILED" : "ok");
  return total != 0;
}
