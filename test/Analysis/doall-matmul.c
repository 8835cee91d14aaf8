// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void matmul(int n, double A[restrict n][n], double B[restrict n][n],
            double C[restrict n][n]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < n; j++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'k' is DOALL with sum reduction into 'C[i][j]' (double); runs inside distributed loop 'i' [-Ralb-analysis]
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}

// JSON: nest matmul:[[@LINE-8]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array C dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array B dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop i line=[[@LINE-12]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-11]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop k line=[[@LINE-10]] depth=2 kind=doall distances=[] reasons=-
