// A private array's copy-out ships the elements the last iteration wrote to
// every rank: pointers there (to string literals too) would point into the
// memory of the process that ran it.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
#include <stddef.h>
#define N 100
static double A[N], out[N];
static const char *mark[4];
// CHECK-DAG: :[[@LINE-1]]:20: note: 'mark' declared here

void count(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the elements of 'mark' are pointers, addresses valid only in their own process: they are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 4; k++)
      mark[k] = A[i] > k ? "up" : NULL;
    for (int k = 0; k < 4; k++)
      out[i] += mark[k] != NULL;
  }
}
