// A loop bound that clips one value against another (a maximum below, a
// minimum above, as std::max, a MAX macro, a helper or a local holding one)
// bounds its variable by each operand. The columns of a flat
// anti-diagonal wavefront, `j = d - i` for i from max(1, d - m) to
// min(n, d - 1), are then at least 0 and at most m, whatever d is: the
// subscripts are read as rows of length m + 1 (proved) or w (checked
// before each execution). A maximum above or a minimum below bounds nothing,
// and a local that the nest changes holds no bound.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=CODEGEN

#define MAX(a, b) ((a) > (b) ? (a) : (b))

static int imax(int x, int y) { return x > y ? x : y; }
static int imin(int x, int y) { return x < y ? x : y; }

void macro_locals(int n, int m, int *s) {
  for (int d = 2; d <= n + m; d++) {
    int ilo = MAX(1, d - m);
    int ihi = d - 1 < n ? d - 1 : n;
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      s[i * (m + 1) + j] = s[(i - 1) * (m + 1) + j - 1] + s[i * (m + 1) + j - 1];
    }
  }
}

void helpers_in_the_header(int n, int m, int w, int *s) {
  for (int d = 2; d <= n + m; d++)
    // CHECK-DAG: :[[@LINE+2]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    // CODEGEN-DAG: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL {{.*}}when m < w (a check before each execution
    for (int i = imax(1, d - m); i <= imin(n, d - 1); i++)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
}

void maximum_above(int n, int m, int *s) {
  for (int d = 2; d <= n + m; d++) {
    int ihi = MAX(n, d - 1);
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'ihi' is bounded from below only
    for (int i = 1; i <= ihi; i++)
      s[i * (m + 1) + d - i] = s[(i - 1) * (m + 1) + d - i] + 1;
  }
}

void local_changed_in_the_nest(int n, int m, int *s) {
  for (int d = 2; d <= n + m; d++) {
    int ilo = MAX(1, d - m);
    ilo -= d % 2;
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'ilo' changes while the loop runs
    for (int i = ilo; i < d; i++)
      s[i * (m + 1) + d - i] = s[(i - 1) * (m + 1) + d - i] + 1;
  }
}

// A clipped bound that does not keep its operands' values bounds nothing:
// a helper whose result narrows, a header conditional narrowed from long,
// an operand computed in unsigned arithmetic (d + u wraps below 0).
static unsigned char cmax(int x, int y) { return x > y ? x : y; }

void helper_result_narrows(int n, int m, int *s) {
  for (int d = 2; d <= n + m; d++) {
    int lo = cmax(1, d - m);
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
    for (int i = lo; i < d; i++)
      s[i * (m + 1) + d - i] = s[i * (m + 1) + d - i - 1] + 1;
  }
}

void header_narrowed_from_long(int n, int m, long off, int *s) {
  for (int d = 2; d <= n + m; d++)
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': the bounds of loop 'i' are not affine
    for (int i = (off > d - m ? off : d - m); i < d; i++)
      s[i * (m + 1) + d - i] = s[i * (m + 1) + d - i - 1] + 1;
}

void operand_in_unsigned_arithmetic(int n, int m, unsigned u, int *s) {
  for (int d = 2; d <= n + m; d++)
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': the bounds of loop 'i' are not affine
    for (int i = imax(d - m, d + u); i < d; i++)
      s[i * (m + 1) + d - i] = s[i * (m + 1) + d - i - 1] + 1;
}
