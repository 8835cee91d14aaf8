// Replicated code that reads single elements of a distributed pointer
// (LU's pivot `a[k*n + k]` between the executions of the nest over the
// rows) makes only the slices holding them whole: the run-time finds them
// from the element's index and size, also when the nests read the pointer
// as rows of a flat matrix. An index the statement computes, or a read
// that is not of one element, still needs all of the array.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: void lu(
// CHECK: alb_array_sync_element(a, k * n + k, sizeof(a[0])); /* autolb: make distributed data whole */
// CHECK-NEXT: pivot = a[k * n + k];
void lu(float *a, int n) {
  int i, j, k;
  float pivot;
  for (k = 0; k < n - 1; k++) {
    pivot = a[k * n + k];
    // REMARK: sync-pointer-element.c:[[@LINE-1]]:5: remark: the slices of 'a' holding 'a[k * n + k]' made whole before replicated code that reads only those [-Ralb-codegen]
    for (i = k + 1; i < n; i++) {
      float l = a[i * n + k] / pivot;
      a[i * n + k] = l;
      for (j = k + 1; j < n; j++)
        a[i * n + j] = a[i * n + j] - l * a[k * n + j];
    }
  }
}

// CHECK-LABEL: int main(
// CHECK: alb_array_sync_element(x, 0, sizeof(x[0])); alb_array_sync_element(x, n - 1, sizeof(x[0])); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g %g\n", x[0], x[n - 1]); }
// CHECK: alb_array_sync(x); /* autolb: make distributed data whole */
// CHECK-NEXT: if (alb_is_output_rank()) { printf("%g\n", x[n / 2]); }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  float *x = malloc(n * sizeof *x);
  for (int i = 0; i < n; i++)
    x[i] = i * 0.5f;
  printf("%g %g\n", x[0], x[n - 1]);
  // REMARK: sync-pointer-element.c:[[@LINE-1]]:3: remark: the slices of 'x' holding 'x[0]', 'x[n - 1]' made whole before replicated code that reads only those [-Ralb-codegen]
  printf("%g\n", x[n / 2]);
  // REMARK: sync-pointer-element.c:[[@LINE-1]]:3: remark: all of 'x' made whole before replicated code that reads it: index 'n / 2' is not known before the statement [-Ralb-codegen]
  free(x);
  return 0;
}
