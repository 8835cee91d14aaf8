// A program that reads standard input (here fgets(..., stdin) in a helper)
// replicates it right after the run-time starts: rank 0 reads it to its end
// and every rank reads a copy, so every rank's part of the distributed loop
// uses the same k.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: printf '5\nrest\n' | %alb-mpirun -np 3 --timeout 60 %t.mpi | FileCheck %s --check-prefix=OUT
// REQUIRES: mpi
#include <stdio.h>
#define N 12
double A[N];

static int read_k(void) {
  char line[32];
  int k = -1;
  if (fgets(line, sizeof line, stdin))
    sscanf(line, "%d", &k);
  return k;
}
// REMARK: stdin-replicated.c:[[@LINE-4]]:7: remark: standard input is read to its end at start-up and replicated to every rank (interactive input is read up to end-of-file first) [-Ralb-codegen]

// CHECK-LABEL: int main(int argc, char **argv) {
// CHECK-NEXT: alb_init(&argc, &argv); /* autolb: start the run-time */
// CHECK-NEXT: alb_replicate_stdin(); /* autolb: every rank reads rank 0's stdin */
// CHECK-NEXT: int k = read_k();
int main(int argc, char **argv) {
  int k = read_k();
  for (int i = 0; i < N; i++)
    A[i] = k * 100 + i;
  printf("%g %g %d\n", A[0], A[N - 1], getchar());
  return 0;
}
// OUT: 500 511 114
