// 'x[i*m + j]' computed in unsigned arithmetic wraps instead of overflowing,
// so 'i*m + j' may name an element of another row: not read as 'x[i][j]'.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void doubled(unsigned n, unsigned m, double *x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: 'x[i*m+j]' is computed in unsigned arithmetic, which wraps; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: delinearized
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j++)
      x[i * m + j] = x[i * m + j] * 2;
}

// An unsigned partial sum converted to long wraps before the conversion.
void partial(int n, int m, unsigned u, long k, double *x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: 'x[k+(i*m+u)]' is computed in unsigned arithmetic, which wraps; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: delinearized
  for (int i = 0; i < n; i++)
    x[k + (i * m + u)] = 1;
}
