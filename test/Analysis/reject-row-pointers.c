// A matrix held as an array of row pointers ('double **') that a nest
// writes is not distributed: nothing tells its rows apart, so two rows may
// be one. The reason names the layouts that are distributed. ('a', only
// read, is read whole: row-table-reads.c.)
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void smooth(int n, int m, double **a, double **b) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: 'b' is an array of row pointers, whose rows may alias one another (a matrix allocated in one block, declared 'T (*b)[m]' or indexed 'b[i*m + j]', can be distributed) [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+5]]:7: note: access here
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is not distributed: 'b' is an array of row pointers, {{.*}} [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+3]]:7: note: access here
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = 0.5 * (a[i - 1][j] + a[i + 1][j]);
}

// JSON: nest smooth:[[@LINE-5]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-6]] depth=0 kind=sequential distances=[] reasons=UnsupportedAccess{{$}}
