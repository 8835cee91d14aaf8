// 'x[(size_t)i * m + j]' with int i, m and j is computed in unsigned
// arithmetic as wide as a pointer, and its value stays below 2^63 (the
// types of i, m and j bound it): it wraps only where the access would be
// out of bounds anyway, so it is read as 'x[i][j]'. With a size_t row
// length, whose type does not bound the value, the subscript may wrap onto
// another row: refused.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <stddef.h>

void bounded(int n, int m, double *x) {
  // CHECK: :[[@LINE+4]]:30: remark: array 'x' delinearized as [?][m] [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[(size_t)i * m + j] = x[(size_t)i * m + j] * 2;
}

void unbounded(int n, size_t m, double *x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: 'x[(size_t)i*m+j]' is computed in unsigned arithmetic, which wraps; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: delinearized
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (int)m; j++)
      x[(size_t)i * m + j] = x[(size_t)i * m + j] * 2;
}
