// A scratch array that may share memory with another array of the loop
// could be written through that one too: it is not private, even where a
// run-time check would let the other dependences through.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100

void may_alias(int n, double a[N][N], double t[N], double b[N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't' and 'a' may refer to the same memory [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N; j++)
      t[j] = a[i][j];
    b[i] = 0;
    for (int j = 0; j < N; j++)
      b[i] += t[j];
  }
}

// JSON: nest may_alias:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
