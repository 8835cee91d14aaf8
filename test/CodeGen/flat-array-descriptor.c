// A flat array read as 'a[i][j]' is described to the run-time as rows of
// m elements: slice stride m elements, m elements per slice, as many
// slices as the loop touches (plus the halo row above). A row length that
// is not positive when the nest starts gives empty rows, never negative
// ones; a macro's length is its value.
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define M 48

void smooth(int n, int m, double *restrict a, double *restrict b) {
  // CHECK: .name = "a", .base = (void *)&a[0], .elem_size = sizeof(a[0]),
  // CHECK-NEXT: .extent = ({{alb_touched[0-9]*}} + 1), .slice_stride = (size_t)((long)(m) > 0 ? (long)(m) : 0L) * sizeof(a[0]),
  // CHECK-NEXT: .slice_elems = ((long)(m) > 0 ? (long)(m) : 0L), .elem_stride = sizeof(a[0]),
  // CHECK-NEXT: .halo_below = 1, .halo_above = 1, .written = 0
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[(i - 1) * m + j] + a[(i + 1) * m + j];
}

void scale(int n, double *x) {
  // CHECK: .name = "x", .base = (void *)&x[0], .elem_size = sizeof(x[0]),
  // CHECK-NEXT: .extent = ({{alb_touched[0-9]*}} + 0), .slice_stride = (size_t)((long)48 > 0 ? (long)48 : 0L) * sizeof(x[0]),
  // CHECK-NEXT: .slice_elems = ((long)48 > 0 ? (long)48 : 0L), .elem_stride = sizeof(x[0]),
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      x[i * M + j] *= 2;
}

void cube(int n, int m, int k, double *restrict a, double *restrict b) {
  // CHECK: .name = "b", .base = (void *)&b[0], .elem_size = sizeof(b[0]),
  // CHECK-NEXT: .slice_stride = (size_t)((long)(k) > 0 ? ((long)(m) > 0 ? (long)(m) * (long)(k) : 0L) : 0L) * sizeof(b[0]),
  // CHECK-NEXT: .slice_elems = ((long)(k) > 0 ? ((long)(m) > 0 ? (long)(m) * (long)(k) : 0L) : 0L), .elem_stride = sizeof(b[0]),
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++)
        b[(i * m + j) * k + l] = a[(i * m + j) * k + l] + 1;
}
