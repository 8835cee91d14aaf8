// The operand of sizeof is not evaluated: `double *a = malloc(N * sizeof *a)`
// does not make 'a' an alias of the distributed array 'a' (whose reads
// would then make every array whole): the read after the nest syncs the
// one element it reads.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -fsyntax-only -I %S/../../include %t.c
#include <stdio.h>
#include <stdlib.h>
#define N 1000

int main(void) {
  double *a = malloc(N * sizeof *a);
  if (!a)
    return 1;
  // CHECK: sizeof-operand-is-not-a-use.c:[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++)
    a[i] = 2.0 * i;
  // CODE: alb_nest_end
  // CODE: alb_array_sync_element(a, N - 1, sizeof(a[0]));
  // CODE-NEXT: printf
  printf("%g\n", a[N - 1]);
  free(a);
  return 0;
}
