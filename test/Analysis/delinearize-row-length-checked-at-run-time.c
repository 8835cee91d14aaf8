// A flat subscript whose columns the loop bounds keep at 0 or above but do
// not prove below the row length (the length is a parameter, the columns
// run to another bound or are constants): the references are read as rows
// when the row length holds, which the generated code checks before each
// execution (otherwise the nest runs as written). `a[i*w]` alone is column
// 0 of row i, read as rows when 0 < w. A column that may be negative, a
// length declared inside the nest and an affine product alone are not
// such flat subscripts.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=CODEGEN
// RUN: FileCheck %s --check-prefix=CODE < %t.c

void first_column(double *a, int n, int w) {
  // CHECK: :[[@LINE+4]]:5: remark: array 'a' delinearized as [?][w], when 0 < w (checked before each execution of a distributed nest)
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed
  // JSON: flat a shape=[?][w] line=[[@LINE+2]] checks '0 < w'
  for (int i = 0; i < n; i++)
    a[i * w] = i;
}

void xyz(double *pos, int n, int dim) {
  // CHECK: :[[@LINE+4]]:26: remark: array 'pos' delinearized as [?][dim], when 2 < dim (checked before each execution of a distributed nest)
  // JSON: flat pos shape=[?][dim] line=[[@LINE+3]] checks '2 < dim'
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 3; k++)
      pos[i * dim + k] = pos[i * dim + k] * 0.5 + k;
}

void columns_to_another_bound(double *x, int n, int m, int c) {
  // CHECK: :[[@LINE+5]]:22: remark: array 'x' delinearized as [?][m], when c - 1 < m (checked before each execution of a distributed nest)
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed
  // JSON: flat x shape=[?][m] line=[[@LINE+3]] checks 'c - 1 < m'
  for (int i = 0; i < n; i++)
    for (int j = 0; j < c; j++)
      x[i * m + j] = x[i * m + j] * 2 + j;
}

void column_below_zero(double *x, int n, int m) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: cannot prove 0 <= j-1 < m in 'x[i*m+j-1]'
  // JSON-NOT: flat x
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[i * m + j - 1] = j;
}

void length_declared_inside(double *x, int n, int t, int m) {
  // CHECK: :[[@LINE+4]]:5: remark: loop 'i' is not distributed: subscript of 'x[i*w]' is not affine in the loop indices
  // JSON-NOT: flat x
  for (int s = 0; s < t; s++) {
    const int w = m + s;
    for (int i = 0; i < n; i++)
      x[i * w] += s;
  }
}

void strided(double *x, int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; not distributed
  // JSON-NOT: flat x
  for (int i = 0; i < n; i++)
    x[2 * i] = i;
}

// CODEGEN: :18:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays), when 0 < w (a check before each execution: the loop bounds do not prove the rows of its flat arrays long enough for their columns; otherwise the loop runs as written on every rank)
// CODE: alb_all_ranks(-(long)(w) < 0)
// CODE: alb_all_ranks((long)(c) - (long)(m) - 1 < 0)
