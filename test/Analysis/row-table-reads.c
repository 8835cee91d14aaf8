// A table of row pointers that the loops only read, as a[e1][e2], at rows
// and columns known before they run, is read whole: the rows may alias one
// another and the arrays the loops write, which the generated code checks
// at run time (RowTables.h). Any other use of the table, a row index not
// affine in the loops, a read under a condition, keeps the loops
// sequential; a read outside the distributed loop keeps that loop
// sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark:

void use(double **rows);
double pick(double *row, int j);

void read_only(int n, int m, double **a, double *y) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'j' is DOALL; distributed, reading the rows of 'a' whole (made whole before each execution, and checked at run time to hold nothing the nest writes; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int j = 0; j < m; j++) {
    double s = 0.0;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'k' is {{.*}}inside distributed loop 'j'
    for (int k = 0; k < n; k++)
      s += a[k][j];
    y[j] = s;
  }
}

void escapes_into_call(int n, int m, double **a, double *y) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'j' is not distributed: call to 'use' has unknown side effects
  // CHECK: :[[@LINE+2]]:3: remark: loop 'j' is not distributed: 'a' is an array of row pointers, whose rows may alias one another, read whole only when the loops do nothing else with it and leave it unchanged, at rows and columns known before they run; but the loops use 'a' other than by reading an element 'a[i][j]' [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+2]]:9: note: used here
  for (int j = 0; j < m; j++) {
    use(a);
    y[j] = a[0][j];
  }
}

void row_passed_on(int n, int m, double **a, double *y) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'j' is not distributed: call to 'pick' has unknown side effects
  // CHECK: :[[@LINE+2]]:3: remark: loop 'j' is not distributed: 'a' is an array of row pointers, {{.*}}; but the loops read 'a[1]', not an element 'a[i][j]' [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+2]]:27: note: used here
  for (int j = 0; j < m; j++)
    y[j] = a[0][j] + pick(a[1], j);
}

void non_affine_row(int n, int m, double **a, const int *perm, double *y) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'j' is not distributed: 'a' is an array of row pointers, {{.*}}; but the rows or columns read are not known before the loops run: a subscript of 'a[perm[j]][j]' is not affine [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+2]]:12: note: access here
  for (int j = 0; j < m; j++)
    y[j] = a[perm[j]][j];
}

void conditional_read(int n, int m, double **a, double *y) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'j' is not distributed: 'a' is an array of row pointers, {{.*}}; but the loops read 'a[n][j]' under a condition: the rows read are not known before they run [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+2]]:26: note: access here
  for (int j = 0; j < m; j++)
    y[j] = j < n ? 0.0 : a[n][j];
}

// Read by every rank outside the distributed loop, where nothing makes the
// rows whole after the loop wrote some of them.
double read_outside_nest(int n, int m, double **a, double *y) {
  double s = 0.0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 't' is not distributed: flow dependence y[j] -> y[j]
  for (int t = 0; t < n; t++) {
    // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: 'a' is an array of row pointers, read outside the loop by every rank ('a[t][0]'), where nothing would make its rows whole [-Ralb-missed=UnsupportedAccess]
    // CHECK: :[[@LINE+3]]:10: note: read here
    for (int j = 0; j < m; j++)
      y[j] = y[j] * 0.5 + t;
    s += a[t][0];
  }
  return s;
}
