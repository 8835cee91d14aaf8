// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double A[100][50];

void scale(double s) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 100; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < 50; j++)
      A[i][j] = A[i][j] * s + 1.0;
}

// JSON: nest scale:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array A dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
// JSON: ops=350 trip=100
// JSON: loop j line=[[@LINE-8]] depth=1 kind=doall distances=[] reasons=-
// JSON: ops=5 trip=50
