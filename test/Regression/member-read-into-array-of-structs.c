// A member read through a pointer into an array of structs that a
// distributed nest updates ('q = parts + 1' before the nest, 'q->x' read in
// a later DOALL loop): the ranks that do not own element 1 hold it out of
// date, so the loop must stay sequential. Before the fix the loop was
// distributed and 2- and 3-rank runs printed a wrong sum. A pointer set to
// '&parts[0]' and used only as 'p->x' stands for the element parts[0]
// (boundElement): its loop is distributed, reading that element as the
// nest left it.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
struct particle { double x, v; };
#define N 400
static struct particle parts[N];
static double y[N];
int main(void) {
  struct particle *p = &parts[0];
  struct particle *q = parts + 1;
  for (int i = 0; i < N; i++) { parts[i].x = i; parts[i].v = 1; }
  for (int i = 0; i < N; i++)
    parts[i].x += 2.0 * parts[i].v;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'j' is not distributed: 'q->x' is read through a pointer to 'struct particle', which the program also keeps in arrays{{.*}} [-Ralb-missed=PossibleAliasing]
  for (int j = 0; j < N; j++)
    y[j] = q->x * j;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'j' is DOALL; distributed
  for (int j = 0; j < N; j++)
    y[j] += p->x * j;
  double s = 0;
  for (int j = 0; j < N; j++) s += y[j] * (j % 3);
  printf("%a\n", s);
  return 0;
}
