// A write that some iteration may skip (under a condition, in a loop that
// runs under a condition, or after a 'continue') leaves elements that
// iteration does not write: the array is not private.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N], b[N];

void conditional_write(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j]' is written under a condition [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N; j++)
      if (a[i][j] > 0)
        t[j] = a[i][j];
    for (int j = 0; j < N; j++)
      b[i] += t[j];
  }
}

void conditional_loop(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j]' is written in loop 'j', which runs under a condition [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    if (b[i] > 0)
      for (int j = 0; j < N; j++)
        t[j] = a[i][j];
    for (int j = 0; j < N; j++)
      b[i] += t[j];
  }
}

void skipped_write(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[j]' is written in loop 'j', which has a 'continue' [-Ralb-missed=ArrayPrivatization]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N; j++) {
      if (a[i][j] < 0)
        continue;
      t[j] = a[i][j];
    }
    for (int j = 0; j < N; j++)
      b[i] += t[j];
  }
}

// JSON: nest conditional_write:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
// JSON: nest conditional_loop:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
// JSON: nest skipped_write:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
