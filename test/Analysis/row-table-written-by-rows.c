// A table of row pointers ('double **') that a loop writes by rows, row
// i + c in the iteration of value i and in no other way, is distributed
// over i: its references are compared as those of a matrix, and the rows'
// distinctness is left to a run-time check (EndToEnd/row-table-written-by-
// rows.c runs them). Written otherwise, the table keeps its loops
// sequential, and the reason says how it is written; a loop inside one
// that writes by columns may still write by rows.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void smooth(int n, int m, double **a, double **b) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed, reading the rows of 'a' whole {{.*}}, writing 'b' at row i + 1 by rows (checked at run time to be distinct rows clear of the nest's other data; otherwise the nest runs sequentially) [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i'
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i + 1][j] = 0.5 * (a[i - 1][j] + a[i + 1][j]);
}
// JSON: nest smooth:[[@LINE-4]] decision=distributed distributed=i pipelined=None enclosing=0

// Back-propagation's weight update: by columns, then by rows inside.
void by_column(int n, int m, float **w, const float *d) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'j' is DOALL; not distributed
  // CHECK: :[[@LINE+3]]:3: remark: loop 'j' is not distributed: 'w' is an array of row pointers, whose rows may alias one another, written by a distributed loop only by rows (row i + c in the iteration of value i), in every iteration of the loops around, when the loops do nothing else with it and leave it unchanged; but 'w[k][j]' writes a row other than 'j' plus a number fixed while the loop runs [-Ralb-missed=UnsupportedArrayShape]
  // CHECK: :[[@LINE+4]]:7: note: written here
  // CHECK: :[[@LINE+2]]:5: remark: loop 'k' is DOALL; distributed, writing 'w' at row k by rows
  for (int j = 1; j <= n; j++)
    for (int k = 0; k <= m; k++)
      w[k][j] += d[j];
}
// JSON: nest by_column:[[@LINE-4]] decision=distributed distributed=k pipelined=None enclosing=0
// JSON: loop j line=[[@LINE-5]] depth=0 kind=doall distances=[] reasons=UnsupportedArrayShape

void carried(int n, int m, double **a) {
  // CHECK: :[[@LINE+6]]:3: remark: loop 'i' is DOACROSS; not distributed
  // CHECK: :[[@LINE+5]]:3: remark: loop 'i' is not distributed: {{.*}}; but loop 'i' would run as a pipeline, whose ranks read rows before the nest ends [-Ralb-missed=UnsupportedArrayShape]
  // CHECK: :[[@LINE+6]]:7: note: written here
  // CHECK: :[[@LINE+4]]:5: remark: loop 'j' is DOALL; not distributed
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}}; but 'a[i][j]' writes a row other than 'j' plus a number fixed while the loop runs [-Ralb-missed=UnsupportedArrayShape]
  // CHECK: :[[@LINE+3]]:7: note: written here
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i - 1][j] + 1.0;
}

// The run-time reads and sends every row in the range: a write that may
// not run (rows not allocated) is refused.
void conditional(int n, int m, double **a, const int *mask) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: {{.*}}; but the loops write 'a[i][j]' under a condition: the rows written are not known before they run [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+6]]:9: note: access here
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} under a condition
  // CHECK: :[[@LINE+4]]:9: note: access here
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (mask[i])
        a[i][j] = 0.0;
}

void row_taken(int n, int m, double **a) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: {{.*}}; but the loops read 'a[i]', not an element 'a[i][j]' [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+4]]:19: note: used here
  // CHECK: :[[@LINE+4]]:5: remark: loop 'j' is not distributed: {{.*}} not an element 'a[i][j]'
  // CHECK: :[[@LINE+2]]:19: note: used here
  for (int i = 0; i < n; i++) {
    double *row = a[i];
    for (int j = 0; j < m; j++)
      a[i][j] = row[j] * 2.0;
  }
}

void two_rows(int n, int m, double **a) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: {{.*}}; but the rows and columns its references reach cannot be bounded together [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+5]]:7: note: access here
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} cannot be bounded together
  // CHECK: :[[@LINE+3]]:7: note: access here
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      a[i][j] = 1.0;
      a[i + n][j] = 2.0;
    }
}

// Row i of a triangle is i + 1 long: the columns written are not known
// before the loops run.
void triangle(int n, double **a) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: {{.*}}; but the rows or columns written are not known before the loops run: the bounds of loop 'j' change while the distributed loop runs [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+5]]:7: note: access here
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: {{.*}} the bounds of loop 'j' change
  // CHECK: :[[@LINE+3]]:7: note: access here
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      a[i][j] = 1.0;
}
