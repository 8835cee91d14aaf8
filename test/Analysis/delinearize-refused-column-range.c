// 'x[i*m + j - 1]' with j from 0: column -1 is the last element of the row
// before, so the reference is not read as 'x[i][j - 1]' and the dependence
// the flat subscript forces is assumed. (A column that may reach past the
// row's end is checked at run time instead:
// delinearize-row-length-checked-at-run-time.c.)
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void add_rows(int n, int m, double *x) {
  // CHECK: :[[@LINE+6]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: cannot prove 0 <= j-1 < m in 'x[(i-1)*m+j-1]'; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+7]]:26: note: flat subscript here
  // CHECK: :[[@LINE+5]]:5: remark: loop 'j' is not distributed: 'x' is not read as an array of rows: cannot prove 0 <= j-1 < m in 'x[(i-1)*m+j-1]'; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+5]]:26: note: flat subscript here
  // JSON: nest add_rows:[[@LINE+2]] decision=sequential
  // JSON-NOT: flat
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      x[i * m + j - 1] = x[(i - 1) * m + j - 1] + 1;
}
