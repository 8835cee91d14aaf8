// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 1000
double A[N][N], x[N], y[N];

void matvec(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++) {
    y[i] = 0;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL with sum reduction into 'y[i]' (double); runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
}

// JSON: nest matvec:[[@LINE-8]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array y dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array x dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop i line=[[@LINE-12]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-10]] depth=1 kind=doall distances=[] reasons=-
