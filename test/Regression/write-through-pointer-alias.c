// Found by the random differential harness: a nest writes an array through
// a pointer set to it ('p = G'); replicated code then reads G under its own
// name, which no sync covered (np=2 printed "1 0" or "0 0" for "1 10"). A
// nest that writes through a pointer that may hold anything but fresh
// allocations stays sequential; one through a pointer that only ever holds
// malloc'd memory is still distributed.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
static int G[1000], H[1000];

int main(void) {
  int *p = G;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'p' may point into an array that is read under another name (it is given a value other than an allocation or a pointer loaded from memory) [-Ralb-missed=PointerMayPointIntoArray]
  for (int i = 0; i < 1000; i++)
    p[i] = i + 1;
  int *q = malloc(1000 * sizeof(int));
  if (!q)
    return 1;
  q = H;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'q' may point into an array
  for (int i = 0; i < 1000; i++)
    q[i] = 2 * i;
  int *fresh = malloc(1000 * sizeof(int));
  if (!fresh)
    return 1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < 1000; i++)
    fresh[i] = 3 * i;
  printf("%d %d %d %d %d\n", G[0], G[999], H[999], fresh[999], fresh[0]);
  free(fresh);
  return 0;
}
