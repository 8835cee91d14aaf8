// Found by scripts/fuzz.sh (gen-loops.py seed 109), minimized by hand (a
// cvise run without MSan in its check drifted to an uninitialized read).
// A distributed nest writes the array through a pointer alias 'p = G'; the
// later replicated read of G is not synced, so the output rank prints its
// stale copy:
//   sequential, np=1:        1 10
//   np=2 ALB_BALANCE=0:      1 0
//   np=2 default:            0 0
// Fixed; kept as a differential test at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
static int G[10];
int main(void) {
  int *p = G;
  for (int i = 0; i < 10; i++)
    p[i] = i + 1;
  printf("%d %d\n", G[0], G[9]);
  return 0;
}
