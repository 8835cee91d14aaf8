// An iteration that reads elements of a scratch array it did not write
// (a shorter write, a shifted read) would read the previous iteration's
// values: the array is not private.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N], b[N];

void shorter_write(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j]' may read an element that no earlier write of the same iteration of 'i' wrote [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N - 1; j++)
      t[j] = a[i][j];
    for (int j = 0; j < N; j++)
      b[i] += t[j];
  }
}

void shifted_read(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j+1]' may read an element that no earlier write of the same iteration of 'i' wrote [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N - 1; j++)
      t[j] = a[i][j];
    for (int j = 0; j < N - 1; j++)
      b[i] += t[j + 1];
  }
}

// JSON: nest shorter_write:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
// JSON: nest shifted_read:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
