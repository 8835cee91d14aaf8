// A helper distributes a loop that writes through its pointer parameter;
// the caller passes a pointer held in a struct and reads the results
// through the struct. The read names no distributed array, so it got no
// sync: at 2 ranks the program printed 0 where the sequential one prints
// 4999.5 (elements of the other rank's slice). Replicated code that reads
// through a pointer that is not itself distributed now makes every array
// whole first, whenever a distributed nest writes through a pointer other
// names may reach (a parameter, a pointer loaded from memory).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

struct series {
  int n;
  double *w;
};

static void fill(int n, double *w) {
  // CHECK: parameter-written-then-read-through-member.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    w[i] = i * 0.5;
}

int main(void) {
  struct series s;
  s.n = 10000;
  s.w = malloc(s.n * sizeof(double));
  if (!s.w)
    return 1;
  fill(s.n, s.w);
  // CHECK: parameter-written-then-read-through-member.c:[[@LINE+1]]:3: remark: every distributed array made whole before replicated code that reads through a pointer into one
  printf("%g %g\n", s.w[9999], s.w[0] + s.w[1]);
  double *view = s.w + 5000;
  printf("%g\n", view[17]);
  free(s.w);
  return 0;
}
