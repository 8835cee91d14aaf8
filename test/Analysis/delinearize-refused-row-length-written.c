// The row length of 'x[i*m + j]' changes in the nest: the rows move, so no
// shape holds for the whole nest.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void shrinking(int n, int m, double *x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: the row length 'm' of 'x[i*m+j]' changes in the loop nest; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: delinearized
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      x[i * m + j] = x[i * m + j] + j;
    m = m - 1;
  }
}
