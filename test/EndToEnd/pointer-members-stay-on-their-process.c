// Every rank allocates its own buffers, so the pointer members of 'it'
// hold different addresses on different ranks. Before, the nest numbering
// the items was distributed, and making 'it' whole afterwards copied whole
// structs: ranks received the other processes' addresses and crashed
// (SIGSEGV at 2 ranks). That nest now stays sequential; the nest that only
// reads 'it' is still distributed, and every run prints what the
// sequential program prints.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int id;
  double *buf;
} item;

int main(void) {
  item it[64];
  double w[64];
  double s = 0;
  int i;
  for (i = 0; i < 64; i++)
    it[i].buf = malloc(8 * sizeof(double));
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'item' holds pointer member 'buf'{{.*}} [-Ralb-missed=PointerValues]
  for (i = 0; i < 64; i++)
    it[i].id = i;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
  for (i = 0; i < 64; i++)
    w[i] = 0.5 * it[i].id;
  for (i = 0; i < 64; i++) {
    it[i].buf[0] = it[i].id + w[i];
    s += it[i].buf[0];
  }
  printf("%f\n", s);
  for (i = 0; i < 64; i++)
    free(it[i].buf);
  return 0;
}
