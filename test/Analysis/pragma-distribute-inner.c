// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double A[N][N];

void fill(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: a loop inside it is marked '#pragma autolb distribute' [-Ralb-missed=NotMarked]
  for (int i = 0; i < N; i++)
    // Columns, not rows:
#pragma autolb distribute
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      A[i][j] = i + j;
}

// JSON: nest fill:[[@LINE-8]] decision=distributed distributed=j pipelined=None enclosing=0
// JSON: array A dim=1 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-10]] depth=0 kind=doall distances=[] reasons=NotMarked
// JSON: loop j line=[[@LINE-7]] depth=1 kind=doall distances=[] reasons=-
