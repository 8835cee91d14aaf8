// The alb_array_sync(A) that must precede a replicated read of A is
// inserted before the label `out:`, not after it; the `goto out` jumps over
// it and the output rank prints its stale copy of A (elements other ranks
// computed print as 0) at 2-4 ranks.
// (tool/CodeGen/ConsistencyPlacement / StatementSlots: a statement slot in
// front of a LabelStmt must be inside the label, after `out:`.)
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
double A[16];

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 16; i++)
    A[i] = i * 2;
  if (argc > 0)
    goto out;
  A[0] = -1;
out:
  for (int i = 0; i < 16; i++)
    printf("%g\n", A[i]);
  return 0;
}
