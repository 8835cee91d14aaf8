// A pipelined loop runs its iterations interleaved, block by block of the
// inner loop: a scratch array private to each iteration would be
// overwritten by the next before it is read. The loop is not distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N];

void pipelined(int n) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOACROSS with array 't' private; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: array 't' would be private to each iteration, but a pipelined loop runs its iterations interleaved [-Ralb-missed=ArrayPrivatization]
  // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is DOALL; distributed [-Ralb-analysis]
  for (int i = 1; i < n; i++)
    for (int j = 0; j < N; j++) {
      t[j] = a[i - 1][j];
      a[i][j] = t[j] * 0.5;
    }
}

// JSON: nest pipelined:{{[0-9]+}} decision=distributed distributed=j
// JSON: loop i line={{[0-9]+}} depth=0 kind=doacross {{.*}} reasons=ArrayPrivatization
