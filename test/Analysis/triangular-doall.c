// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void lower(int n, double L[restrict n][n], double M[restrict n][n]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j <= i; j++)
      L[i][j] = 2.0 * M[i][j];
}

// JSON: nest lower:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array M dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array L dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-8]] depth=1 kind=doall distances=[] reasons=-
