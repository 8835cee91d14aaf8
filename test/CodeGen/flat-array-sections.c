// The section of a flat array reduction or private array names its first
// and last elements with one subscript, row times row length plus column.
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o

void colsums(int n, int m, double *restrict x, double *restrict h) {
  // CHECK: if (!(1 < 0 || (long)(m) - 1 < 0)) {
  // CHECK-NEXT: [[E:alb_h_elems[0-9]*]] = &h[((0) * (long)(m) + (0))];
  // CHECK-NEXT: alb_h_count{{[0-9]*}} = (long)(&h[((1) * (long)(m) + ((long)(m) - 1))] - [[E]]) + 1;
  // CHECK: alb_reduce_array_begin([[E]], {{.*}}, ALB_TYPE_DOUBLE, ALB_OP_SUM);
  for (int i = 0; i < n; i++)
    for (int b = 0; b < 2; b++)
      for (int j = 0; j < m; j++)
        h[b * m + j] += x[i * m + j] * (b + 1);
}

void scratch(int n, int m, double *restrict x, double *restrict t) {
  // CHECK: = &t[((0) * (long)(m) + (0))];
  // CHECK-NEXT: = (long)(&t[((1) * (long)(m) + ((long)(m) - 1))] - {{.*}}) + 1;
  for (int i = 0; i < n; i++) {
    for (int r = 0; r < 2; r++)
      for (int j = 0; j < m; j++)
        t[r * m + j] = x[i * m + j] * (r + 1);
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int r = 0; r < 2; r++)
        s += t[r * m + j];
      x[i * m + j] = s;
    }
  }
}
