// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double A[N][N];

void add_first_row(void) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: read of 'A[0][j]' does not follow the distribution of 'A' over 'i' [-Ralb-missed=NonLocalRead]
  // CHECK: :[[@LINE+4]]:27: note: read here
  for (int i = 1; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + A[0][j];
}

// JSON: nest add_first_row:[[@LINE-6]] decision=distributed distributed=j pipelined=None enclosing=0
// JSON: array A dim=1 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=NonLocalRead
// JSON: loop j line=[[@LINE-7]] depth=1 kind=doall distances=[] reasons=-
