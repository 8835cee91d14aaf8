// A loop body that is one statement ending in an initializer list's '}'
// (a compound literal here, `T{...}` in C++) keeps its ';' when the loop is
// copied: the '}' ends an expression, not a block.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>

struct point {
  double x, y;
};

int main(void) {
  static struct point p[1000];
  // REMARK: initializer-list-ends-loop-body.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < 1000; i++)
    p[i] = (struct point){0.5 * i, 1.0};
  // CHECK: p[i] = (struct point){0.5 * i, 1.0};
  // CHECK-NOT: p[i] = (struct point){0.5 * i, 1.0}{{$}}
  double s = 0;
  for (int i = 0; i < 1000; i++)
    s += p[i].x;
  printf("%g\n", s);
  return 0;
}
