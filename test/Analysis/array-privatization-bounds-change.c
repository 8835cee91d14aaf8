// The section a private array's writes cover must be the same in every
// iteration, known before the loop, for the last iteration's copy to be
// the sequential program's: a triangular write is refused.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N], b[N];

void triangular(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j]' writes elements that cannot be bounded before the loop: the bounds of loop 'j' change while the distributed loop runs [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++)
      t[j] = a[i][j];
    for (int j = 0; j < i; j++)
      b[i] += t[j];
  }
}

// JSON: nest triangular:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
