// A helper passes its index parameter to one that writes element `ch` of
// an array through a narrower parameter (unsigned char): the element is
// i % 256, not i, so the outer helper does not write one element chosen by
// its index, and the loop calling it stays sequential. Before, the
// conversion was looked through, the loop was distributed, and the ranks'
// sums into the 256 channels were lost (found by a review). An index
// passed on unchanged, or widened, still names the element.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 3000
double hist[N], wide[N];

void accumulate(double *h, unsigned char ch, double v) { h[ch] = h[ch] + v; }
void record(double *h, int i, double v) { accumulate(h, i, v); }

void bump(double *h, long k, double v) { h[k] = h[k] + v; }
void record_wide(double *h, int i, double v) { bump(h, i, v); }

int main(void) {
  int i;
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'record' may have effects beyond its result: it writes 'h'
  for (i = 0; i < N; i++)
    record(hist, i, 1.0 + i);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    record_wide(wide, i, 1.0 + i);
  printf("%.17g %.17g %.17g %.17g\n", hist[0], hist[255], wide[0], wide[N - 1]);
  return 0;
}
