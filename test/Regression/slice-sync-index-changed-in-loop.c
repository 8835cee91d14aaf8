// Replicated reads of single elements whose index changes between the place
// the sync is hoisted to and the read: a loop variable, an index advanced
// in the loop body, an index changed in the same statement (comma, ?:,
// compound assignment), a macro of a local index, a do/while; all inside a
// time loop (a while) around the nests.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 32
#define T 3
#define AT(k) A[(k) + 1]
long A[N], B[N], S[T];
int main(void) {
  int t = 0;
  while (t < T) {
    for (int i = 0; i < N; i++)
      A[i] = A[i] * 3 + i + t;
    for (int i = 0; i < N; i++)
      B[i] = A[i] * 2 - t;
    int k = 1;
    long s = 0;
    for (int r = 0; r < 5; r++) {
      s += A[k] * (r + 1);
      k += 6;
    }
    for (int r = N - 1; r >= 0; r -= 7)
      s += B[r] * r;
    int m = 2;
    while (m < N) {
      s += A[m] * B[m];
      m = m * 2 + 1;
    }
    int j = 3;
    do s += AT(j) * j; while ((j += 5) < N - 1);
    int p = 0;
    s += (p = 17, A[p]) * 7;
    int q = 4;
    s += (q += 9) > 10 ? B[q] * 11 : A[q];
    S[t] = s;
    t++;
  }
  long a = 0, b = 0;
  for (int i = 0; i < N; i++) { a += A[i] * (i + 1); b += B[i] * (i + 3); }
  printf("%ld %ld %ld %ld %ld %ld %ld\n", S[0], S[1], S[2], a, b, A[N - 1], B[7]);
  return 0;
}
