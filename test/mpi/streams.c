/* Output of replicated code happens once: off the output rank, fd 1 is
 * /dev/null and files opened for writing with alb_fopen or alb_freopen are
 * /dev/null; read-only alb_fopen opens the file on every rank. Usage: streams PATH. */
#include "autolb/autolb.h"
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* 1 when fd refers to the same file as path. */
static int same_file(int fd, const char *path) {
  struct stat a, b;
  return fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK || argc < 2) {
    fprintf(stderr, "usage: streams PATH (after alb_init)\n");
    return 1;
  }
  int failures = 0;
  if (same_file(1, "/dev/null") != !alb_is_output_rank())
    ++failures;

  FILE *out = alb_fopen(argv[1], "w");
  if (!out)
    ++failures;
  else {
    int rank = -1;
    if (alb_rank(&rank) != ALB_OK)
      ++failures;
    fprintf(out, "written by rank %d\n", rank);
    fclose(out);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  FILE *in = alb_fopen(argv[1], "r");
  char line[64] = "";
  int lines = 0;
  while (in && fgets(line, sizeof line, in))
    ++lines;
  if (!in || lines != 1 || strcmp(line, "written by rank 0\n") != 0)
    ++failures;
  /* Every rank has read the file before rank 0 appends to it. */
  MPI_Barrier(MPI_COMM_WORLD);
  /* Appending through alb_freopen also happens once. */
  if (in && (in = alb_freopen(argv[1], "a", in)) != NULL) {
    fputs("appended\n", in);
    fclose(in);
  } else
    ++failures;
  MPI_Barrier(MPI_COMM_WORLD);
  in = alb_fopen(argv[1], "r");
  for (lines = 0; in && fgets(line, sizeof line, in);)
    ++lines;
  if (!in || lines != 2 || strcmp(line, "appended\n") != 0)
    ++failures;
  if (in)
    fclose(in);
  if (alb_fopen(argv[1], NULL) || alb_fopen(NULL, "r"))
    ++failures;

  int total = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (alb_finalize() != ALB_OK)
    ++total;
  /* Unguarded on purpose: only the output rank's line reaches stdout. */
  printf("streams: %s\n", total ? "FAILED" : "ok");
  return total != 0;
}
