// A statement that another file spells, `#include`d inside a function
// body, reads an array a nest distributed: no sync can go into that file,
// so autolb stops with an error that says where and why, and writes no
// program. Before, the sync was dropped without a word, and the output
// rank printed its stale elements (found by a review).
// RUN: not %autolb %s -o %t.c 2>&1 | FileCheck %s
// CHECK: report-distributed.inc:1:1: error: cannot make arrays whole here: distributed data must be made whole here, inside a macro's body or a file included in the function, where no edit can go; write the code out instead
#include <stdio.h>

#define N 200000
double a[N];

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * 0.5 + 1.0;
#include "Inputs/report-distributed.inc"
  return 0;
}
