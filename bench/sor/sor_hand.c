/* sor_hand.c - samples/sor.c parallelized by hand with plain MPI: the
 * reference the generated SOR is measured against (scripts/bench-sor.sh).
 *
 *   mpirun -np P ./sor_hand BLOCKSIZE
 *
 * Same computation, same order of floating-point operations per point, same
 * output as samples/sor.c (N and TSTEPS by macro, same defaults):
 *   - the interior rows 1 .. N-2 are block-distributed over the ranks (rank r
 *     owns rows [lo, hi), the first (N-2) % P ranks one row more);
 *   - every rank holds the whole array (as generated code does) and
 *     initializes it, so no data is scattered;
 *   - before each sweep, the anti-dependence halo: each rank sends its first
 *     row to the rank above and receives the first row of the rank below
 *     (values of the previous sweep, which A[i+1][j] must read);
 *   - each sweep is pipelined over column blocks of BLOCKSIZE columns: receive
 *     the upstream rank's last row for the block, compute the block row by
 *     row, send the own last row for it downstream: one message per block;
 *   - at the end rank 0 gathers the rows and prints the checksum.
 * Rank 0 prints on stderr the time from MPI_Init to the end of the output
 * (what the generated program's run-time summary reports "since alb_init")
 * and the time of the sweeps alone.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 100
#endif
#define OMEGA 1.5

static double A[N][N];

/* First interior row of rank r: rows 1 .. N-2 in P blocks, the first
 * (N-2) % P blocks one row longer. first_row(P, P) = N - 1. */
static int first_row(int r, int nranks) {
  const int rows = N - 2;
  return 1 + r * (rows / nranks) + (r < rows % nranks ? r : rows % nranks);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  const double program_start = MPI_Wtime();
  int rank, nranks;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nranks);

  char *end = NULL;
  long b = argc == 2 ? strtol(argv[1], &end, 10) : 0;
  if (argc != 2 || *end != '\0' || b < 1) {
    if (rank == 0)
      fprintf(stderr, "usage: sor_hand BLOCKSIZE   (columns per pipeline "
                      "block, >= 1)\n");
    MPI_Finalize();
    return 2;
  }

  /* Block distribution of the interior rows 1 .. N-2; every rank owns at
   * least one row. */
  const int rows = N - 2;
  if (nranks > rows) {
    if (rank == 0)
      fprintf(stderr, "sor_hand: %d ranks for %d rows: at most one rank "
                      "per row\n", nranks, rows);
    MPI_Finalize();
    return 2;
  }
  const int lo = first_row(rank, nranks), hi = first_row(rank + 1, nranks);
  const int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  const int down = rank < nranks - 1 ? rank + 1 : MPI_PROC_NULL;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i == 0) ? 1.0 : (double)((i * 37 + j * 11) % 101) / 101.0;

  const long nblocks = (N - 2 + b - 1) / b;
  MPI_Request *sends = malloc((size_t)nblocks * sizeof *sends);
  if (!sends) {
    fprintf(stderr, "sor_hand: rank %d: out of memory\n", rank);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }

  MPI_Barrier(MPI_COMM_WORLD);
  const double sweeps_start = MPI_Wtime();
  for (int t = 0; t < TSTEPS; t++) {
    /* Anti-dependence halo: row hi (first row of the rank below), old. */
    MPI_Sendrecv(&A[lo][1], N - 2, MPI_DOUBLE, up, 1, &A[hi][1], N - 2,
                 MPI_DOUBLE, down, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    long nsent = 0;
    for (int jb = 1; jb < N - 1; jb += (int)b) {
      const int je = jb + (int)b < N - 1 ? jb + (int)b : N - 1;
      /* Row lo-1 of this block, new, from the rank above. */
      MPI_Recv(&A[lo - 1][jb], je - jb, MPI_DOUBLE, up, 0, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      for (int i = lo; i < hi; i++)
        for (int j = jb; j < je; j++)
          A[i][j] = (1.0 - OMEGA) * A[i][j] +
                    OMEGA * 0.25 *
                        (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                         A[i][j + 1]);
      if (down != MPI_PROC_NULL)
        MPI_Isend(&A[hi - 1][jb], je - jb, MPI_DOUBLE, down, 0,
                  MPI_COMM_WORLD, &sends[nsent++]);
    }
    MPI_Waitall((int)nsent, sends, MPI_STATUSES_IGNORE);
  }
  const double sweeps = MPI_Wtime() - sweeps_start;
  free(sends);

  /* Gather the owned rows on rank 0 (rows are contiguous). */
  int *counts = malloc((size_t)nranks * sizeof *counts);
  int *displs = malloc((size_t)nranks * sizeof *displs);
  if (!counts || !displs) {
    fprintf(stderr, "sor_hand: rank %d: out of memory\n", rank);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  for (int r = 0; r < nranks; r++) {
    counts[r] = (first_row(r + 1, nranks) - first_row(r, nranks)) * N;
    displs[r] = first_row(r, nranks) * N;
  }
  MPI_Gatherv(rank == 0 ? MPI_IN_PLACE : &A[lo][0], (hi - lo) * N,
              MPI_DOUBLE, &A[0][0], counts, displs, MPI_DOUBLE, 0,
              MPI_COMM_WORLD);
  free(counts);
  free(displs);

  if (rank == 0) {
    double sum = 0.0;
    unsigned long bits = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        sum += A[i][j];
        bits += (unsigned long)(long)(A[i][j] * 9007199254740992.0); /* 2^53 */
      }
    printf("sor N=%d TSTEPS=%d\n", N, TSTEPS);
    printf("checksum %.17g\n", sum);
    printf("fingerprint 0x%016lx\n", bits);
    printf("A[%d][%d] %.17g\n", N / 2, N / 2, A[N / 2][N / 2]);
    fprintf(stderr,
            "sor_hand: %d ranks, block size %ld: %.6f s from MPI_Init to "
            "the end (sweeps %.6f s)\n",
            nranks, b, MPI_Wtime() - program_start, sweeps);
  }
  MPI_Finalize();
  return 0;
}
