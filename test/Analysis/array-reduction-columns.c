// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double A[N][N], colsum[N];

void column_sums(void) {
  // CHECK: :[[@LINE+5]]:3: remark: loop 'i' is DOALL with sum reduction into 'colsum[j]' (double); not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: reduction into array element 'colsum[j]' across iterations would need every rank's copy of 'colsum' [-Ralb-missed=ArrayReduction]
  // CHECK: :[[@LINE+6]]:17: note: reduction update here
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: write to 'colsum[j]' is not indexed by 'i' alone in one dimension, so its owner rank is unknown [-Ralb-missed=WriteNotOwned]
  // CHECK: :[[@LINE+4]]:7: note: write here
  for (int i = 0; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      colsum[j] += A[i][j];
}

// JSON: nest column_sums:[[@LINE-6]] decision=distributed distributed=j pipelined=None enclosing=0
// JSON: array colsum dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=ArrayReduction,WriteNotOwned
// JSON: loop j line=[[@LINE-8]] depth=1 kind=doall distances=[] reasons=-
