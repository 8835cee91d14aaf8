// free() of a distributed array through a function-like macro,
// `#define RELEASE(p) free(p)` ... `RELEASE(V);` (plus the forms of
// free-distributed-array-expression-forms.c).
// Fixed: the generated program did not compile (the macro's expansion
// range, `;` included, became forget's argument); a macro whose whole
// expansion is the call now has its invocation wrapped.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>
#define N 48
#define R 12
#define C 4
#define RELEASE(p) free(p)

static long round_once(int kind) {
  long *V = malloc(N * sizeof(long));
  for (int i = 0; i < N; i++)
    V[i] = i * 5 + kind;
  for (int i = 2; i < N; i++)
    V[i] = V[i] + V[i - 2] % 7;
  long v = V[N - 1] + V[3];
  if (kind == 0)
    free(V), V = NULL;
  else if (kind == 1)
    RELEASE(V);
  else if (kind == 2)
    free((void *)V);
  else
    kind > 2 ? free(V) : (void)0;
  long (*A)[C] = malloc(sizeof(long[R][C]));
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      A[i][j] = i * 3 - j + kind;
  for (int i = 1; i < R; i++)
    for (int j = 1; j < C; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j]) % 1009;
  long s = v;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      s = s * 7 % 1000003 + A[i][j];
  free(A);
  return s;
}

int main(void) {
  for (int k = 0; k < 4; k++)
    printf("%d %ld\n", k, round_once(k));
  return 0;
}
