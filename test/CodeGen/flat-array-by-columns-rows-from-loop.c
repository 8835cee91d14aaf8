// A flat array distributed by columns ('T[j*n + i]' written from loop i)
// whose declaration does not give its number of rows: the rows are those
// of the loop over them, when it runs directly inside the distributed loop
// in each iteration, steps by +1, has bounds the nest does not change, and
// every reference runs in each of its iterations. None when the nest runs
// no iteration or the loop over the rows is empty. Otherwise the loop stays
// sequential with the reason.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: FileCheck %s --check-prefix=MISSED --implicit-check-not=alb-missed < %t.remarks
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
// JSON: "name": "T",
// JSON: "touched_rows": {
// JSON-NEXT: "end": "m",
// JSON-NEXT: "first": "0"
// JSON: "name": "T",
// JSON: "touched_rows": {
// JSON-NEXT: "end": "m + 2",
// JSON-NEXT: "first": "2"
// JSON: "name": "T",
// JSON: "touched_rows": null

void transpose(int n, int m, float *restrict T, const float *restrict B) {
  // CHECK: .name = "T", .base = (void *)&T[0], .elem_size = sizeof(T[0]),
  // CHECK-NEXT: .extent = ((long)(n) > 0 ? (long)(n) : 0L), .slice_stride = sizeof(T[0]),
  // CHECK-NEXT: .slice_elems = ([[TOUCHED:alb_touched[0-9]*]] > 0 && (long)(m) > 0 ? (long)(m) : 0L), .elem_stride = (size_t)((long)(n) > 0 ? (long)(n) : 0L) * sizeof(T[0]),
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      T[j * n + i] = B[i * m + j];
}

void shifted(int n, int m, float *T) {
  // Rows 2 to m + 1: the first two rows are counted too (from row 0).
  // CHECK: .name = "T",
  // CHECK-NEXT: .extent =
  // CHECK-NEXT: .slice_elems = ({{alb_touched[0-9]*}} > 0 && (long)(m) + 2 > 2 ? (long)(m) + 2 : 0L),
  for (int i = 0; i < n; i++)
    for (int j = 1; j <= m; j++)
      T[(j + 1) * n + i] = T[(j + 1) * n + i] * 2 + j;
}

void conditional(int n, int m, float *T) {
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for array 'T' distributed by columns, with a number of rows neither declared nor bounded by one loop over its rows, is not supported yet [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (j % 2)
        T[j * n + i] = 1;
}

void triangular(int n, float *T) {
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for array 'T' distributed by columns, {{.*}} [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      T[j * n + i] = 1;
}

void nested(int n, int m, float *T) {
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for array 'T' distributed by columns, {{.*}} [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 2; k++)
      for (int j = 0; j < m; j++)
        T[j * n + i] += k;
}

void two_loops(int n, int m, float *T) {
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for array 'T' distributed by columns, {{.*}} [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      T[j * n + i] = 0;
    for (int j = 0; j < 2 * m; j++)
      T[j * n + i] += 1;
  }
}
