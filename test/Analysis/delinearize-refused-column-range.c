// 'x[i*m + j]' with j running to n, not to the row length m: a column may
// reach the next row, so the reference is not read as 'x[i][j]' and the
// dependence the flat subscript forces is assumed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void add_rows(int n, int m, double *x) {
  // CHECK: :[[@LINE+6]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: cannot prove 0 <= j < m in 'x[(i-1)*m+j]'; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+7]]:22: note: flat subscript here
  // CHECK: :[[@LINE+5]]:5: remark: loop 'j' is not distributed: 'x' is not read as an array of rows: cannot prove 0 <= j < m in 'x[(i-1)*m+j]'; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+5]]:22: note: flat subscript here
  // JSON: nest add_rows:[[@LINE+2]] decision=sequential
  // JSON-NOT: flat
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i * m + j] = x[(i - 1) * m + j] + 1;
}
