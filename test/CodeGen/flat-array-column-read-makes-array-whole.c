// A flat array read as rows (`h[i*N + j]`), distributed by its columns,
// whose every iteration also reads a fixed column (`h[i*N + (N-1)]`): the
// column has no text of its own (the subscript as written holds the row),
// so the run-time makes the whole array whole before the nest instead of
// naming shared slices. The slice was named by the flat subscript, with
// the inner loop's variable, and the output did not compile (found by the
// C++ random loop generator, seed 9901475).
// RUN: %autolb --min-nest-operations=0 %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>
#define N 9
#define ROWS 5

// CHECK-LABEL: void scale_columns(
// CHECK: alb_array_sync(h);
// CHECK-NOT: shared_first
// CHECK: alb_nest_begin(
void scale_columns(int *h, int rows) {
  for (int j = 0; j < N - 1; j++)
    for (int i = 1; i < rows; i++)
      h[(i - 1) * N + j] = (h[i * N + j] * 3 + h[i * N + (N - 1)]) % 1021;
}

int main(void) {
  int *h = malloc((size_t)ROWS * N * sizeof *h);
  if (!h)
    return 1;
  for (int k = 0; k < ROWS * N; k++)
    h[k] = k;
  scale_columns(h, ROWS);
  free(h);
  return 0;
}
