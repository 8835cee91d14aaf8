// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void gauss_seidel(int n, double A[n][n]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOACROSS: flow dependence A[i-1][j-1] -> A[i][j], distance (1, 1); distributed, pipelined over 'j' [-Ralb-analysis]
  for (int i = 1; i < n - 1; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is sequential; strip-mined as the pipeline of distributed loop 'i' [-Ralb-analysis]
    for (int j = 1; j < n - 1; j++)
      A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                 A[i][j - 1] + A[i][j] + A[i][j + 1] +
                 A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

// JSON: nest gauss_seidel:[[@LINE-8]] decision=distributed distributed=i pipelined=j enclosing=0
// JSON: array A dim=0 halo=1/1 written=true flow=1 lag=1 pipelined_dim=1 nonlocal=false
// JSON: loop i line=[[@LINE-10]] depth=0 kind=doacross distances={{\[\[}}1,1],[1,0],[1,-1]] reasons=-
// JSON: loop j line=[[@LINE-9]] depth=1 kind=sequential distances={{\[\[}}0,1]] reasons=NoPipelineLoop
