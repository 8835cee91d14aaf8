// unsigned/int/long long/long double sums and products, int min/max, fmin/fmax, '-=' reductions.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <math.h>
#include <limits.h>
#define N 100
double A[N];
int I[N];
unsigned U[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = sin(i) * 100; I[i] = (i * 37) % 101 - 50; U[i] = 4000000000u - i * 12345u; }
  unsigned su = 7; for (int i = 0; i < N; i++) su += U[i];
  unsigned pu = 3; for (int i = 0; i < N; i++) pu *= U[i] | 1;
  int mi = INT_MAX; for (int i = 0; i < N; i++) mi = I[i] < mi ? I[i] : mi;
  int ma = INT_MIN; for (int i = 0; i < N; i++) ma = ma > I[i] ? ma : I[i];
  double fm = -1e300; for (int i = 0; i < N; i++) fm = fmax(fm, A[i]);
  double fn = 1e300; for (int i = 0; i < N; i++) fn = fmin(A[i], fn);
  int sub = 1000; for (int i = 0; i < N; i++) sub -= I[i];
  int bad = 1; for (int i = 0; i < N; i++) bad = I[i] - bad;
  long long sl = 0; for (int i = 0; i < N; i++) sl = sl + (long long)I[i] * 1000000007LL;
  long double ld = 0; for (int i = 0; i < N; i++) ld += I[i];
  unsigned long long pull = 1; for (int i = 0; i < N; i++) pull = pull * (unsigned long long)(U[i] | 1);
  short sh = 0; for (int i = 0; i < N; i++) sh += I[i];
  char ch = 0; for (int i = 0; i < N; i++) ch += (char)I[i];
  printf("%u %u %d %d %.17g %.17g %d %d %lld %Lg %llu %d %d\n", su, pu, mi, ma, fm, fn, sub, bad, sl, ld, pull, sh, ch);
  return 0;
}
