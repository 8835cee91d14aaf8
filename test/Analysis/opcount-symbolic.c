// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void stencil(int n, int m, double A[restrict n][m], double B[restrict n][m]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 1; i < n - 1; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 1; j <= m - 2; j += 2)
      B[i][j] = A[i - 1][j] + A[i + 1][j];
}

// JSON: nest stencil:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array A dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array B dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
// JSON: ops=9*(((m - 2)-(1)+1+1)/2) trip=(n - 1)-(1)
// JSON: loop j line=[[@LINE-9]] depth=1 kind=doall distances=[] reasons=-
// JSON: ops=7 trip=((m - 2)-(1)+1+1)/2
