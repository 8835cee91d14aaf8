// A DOALL nest whose iteration i writes its own row and element i of a range
// of other rows (a symmetric matrix's column i) is distributed: the array's
// descriptor carries the range as affine in i (.cross_first_coef * i +
// .cross_first to .cross_end_coef * i + .cross_end, exclusive), from which
// the run-time sends those elements to their rows' owners after the nest.
// The same holds by columns. An array whose first dimension has no known
// size stays sequential: the run-time could not tell the rows the writes
// reach.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s --check-prefix=MISSED < %t.remarks
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
#define N 64

// CHECK-LABEL: static void symmetric(
// CHECK: .written = 1, .pipe_rows = 0,
// CHECK-NEXT: .cross_first_coef = 1, .cross_first = 0,
// CHECK-NEXT: .cross_end_coef = 0, .cross_end = (long)(m)}};
// CHECK: alb_nest_begin(
static void symmetric(int m, double S[N][N], double D[N][N]) {
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      S[i][j] = D[i][j] + D[j][i];
      // REMARK: :[[@LINE+1]]:7: remark: writes to 'S' outside the rows iteration 'i' owns ('S[j][i]': column i of rows i to m - 1) are sent to their owners after each execution of the loop [-Ralb-codegen]
      S[j][i] = S[i][j];
    }
}

// A swap reads the column too: the array is made whole before the nest.
// CHECK-LABEL: static void swap_inclusive(
// CHECK: alb_array_sync(U);
// CHECK: .cross_first_coef = 1, .cross_first = 1,
// CHECK-NEXT: .cross_end_coef = 0, .cross_end = (long)(m)}};
static void swap_inclusive(int m, double U[N][N]) {
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < m; i++)
    for (int j = i + 1; j <= m - 1; j++) {
      double t = U[i][j];
      U[i][j] = U[j][i];
      // REMARK: :[[@LINE+1]]:7: remark: writes to 'U' outside the rows iteration 'i' owns ('U[j][i]': column i of rows i + 1 to m - 1) are sent to their owners after each execution of the loop [-Ralb-codegen]
      U[j][i] = t;
    }
}

// The first write follows i in the second dimension: T is distributed by
// columns, and row i of the columns left of i is sent.
// CHECK-LABEL: static void by_columns(
// CHECK: .cross_first_coef = 0, .cross_first = 0,
// CHECK-NEXT: .cross_end_coef = 1, .cross_end = 0}};
static void by_columns(double T[N][N]) {
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++) {
      T[j][i] = 1.0;
      // REMARK: :[[@LINE+1]]:7: remark: writes to 'T' outside the columns iteration 'i' owns ('T[i][j]': row i of columns 0 to i - 1) are sent to their owners after each execution of the loop [-Ralb-codegen]
      T[i][j] = 2.0;
    }
}

// CHECK-LABEL: static void unknown_rows(
// CHECK-NOT: alb_nest_begin(
// CHECK-LABEL: int main(
static void unknown_rows(int n, double (*P)[N]) {
  // MISSED: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for array 'P', written outside the slices its iterations own, whose first dimension has no known size, is not supported yet [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      P[i][j] = 3.0;
      P[j][i] = 3.0;
    }
}

// JSON: "written_outside_owned": {
// JSON-NEXT: "line": 28,
// JSON-NEXT: "write": "S[j][i]"
// JSON: "writes_sent_to_owners": [
// JSON-NEXT: {
// JSON-NEXT: "array": "S",
// JSON-NEXT: "column": 7,
// JSON-NEXT: "line": 28,
// JSON-NEXT: "message": "writes to 'S' outside the rows iteration 'i' owns ('S[j][i]': column i of rows i to m - 1) are sent to their owners after each execution of the loop"
int main(void) {
  static double S[N][N], D[N][N], U[N][N], T[N][N], P[N][N];
  symmetric(N, S, D);
  swap_inclusive(N, U);
  by_columns(T);
  unknown_rows(N, P);
  return (int)(S[1][2] + U[1][2] + T[1][2] + P[1][2]);
}
