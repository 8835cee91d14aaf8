// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double A[N][N], last[N];

void keep_last(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is sequential; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      last[i] = A[i][j];
}

// JSON: nest keep_last:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array A dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array last dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-8]] depth=1 kind=sequential distances={{\[\[}}0,null]] reasons=LoopCarriedDependence
