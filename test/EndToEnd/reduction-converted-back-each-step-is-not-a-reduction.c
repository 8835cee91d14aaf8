// An update converted back to the variable's type at every step is not a
// reduction: `int s; s += a[i]` with double a[i] truncates each partial
// sum, and so does `int p; p *= w[i]`; a conditional maximum stored
// narrowed (`int m = a[i]` of a long a[i]) keeps another value than the
// greatest. Those loops stay sequential. Updates computed in the variable's
// own type are still reductions, and a maximum stored widened (long m of
// int values) too. Before, all were combined from partial results, and
// printed other numbers (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror -Wno-conversion %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 1000
double a[N], w[N];
long big[N];
int small[N];

int main(void) {
  int i, s = 0, p = 2, m = -1, t = 0;
  long widest = -1;
  for (i = 0; i < N; i++) {
    a[i] = i < N / 2 ? 2.5 : -2.5;
    w[i] = i % 50 == 0 ? 1.5 : 1.0;
    big[i] = i == N - 1 ? 4294967301L : (long)(i % 100);
    small[i] = (i * 37) % 1000;
  }
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 's' is carried from one iteration to the next (neither private nor a reduction)
  for (i = 0; i < N; i++)
    s += a[i];
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'p' is carried from one iteration to the next (neither private nor a reduction)
  for (i = 0; i < N; i++)
    p *= w[i];
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried from one iteration to the next (neither private nor a reduction)
  for (i = 0; i < N; i++)
    if (big[i] > m)
      m = big[i];
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 't' (int)
  for (i = 0; i < N; i++)
    t += small[i];
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with max reduction into 'widest' (long)
  for (i = 0; i < N; i++)
    if (small[i] > widest)
      widest = small[i];
  printf("%d %d %d %d %ld\n", s, p, m, t, widest);
  return 0;
}
