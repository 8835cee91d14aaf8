// sizeof of a variable-length array type evaluates its size at run time:
// `sizeof(char[(int)a[N - 1]])` reads a[N - 1]. After a nest that wrote a,
// replicated code doing so reads it whole; a nest doing so stays
// sequential, since the analysis does not follow the type's sizes. Before,
// sizeof's operand counted as unevaluated, and the output rank printed the
// size from its stale element (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 200000
double a[N], b[N];

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * 0.5 + 1.0;
  printf("%zu\n", sizeof(char[(int)a[N - 1]]));
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: sizeof of a variable-length array type evaluates its sizes, which the analysis does not follow
  for (i = 0; i < N; i++)
    b[i] = (double)sizeof(char[(int)a[N - 1 - i] % 64 + 1]);
  printf("%.17g %.17g\n", b[0], b[N - 1]);
  return 0;
}
