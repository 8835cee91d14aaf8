// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 128
double A[N][N];

void backward_sweep(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOACROSS: flow dependence A[i+1][j] -> A[i][j], distance (1, 0); distributed, pipelined over 'j' [-Ralb-analysis]
  for (int i = N - 2; i >= 1; i--)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is sequential; strip-mined as the pipeline of distributed loop 'i' [-Ralb-analysis]
    for (int j = 1; j < N - 1; j++)
      A[i][j] = 0.5 * (A[i + 1][j] + A[i][j - 1]);
}

// JSON: nest backward_sweep:[[@LINE-6]] decision=distributed distributed=i pipelined=j enclosing=0
// JSON: array A dim=0 halo=0/1 written=true flow=1 lag=0 pipelined_dim=1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doacross distances={{\[\[}}1,0]] reasons=-
// JSON: loop j line=[[@LINE-7]] depth=1 kind=sequential distances={{\[\[}}0,1]] reasons=NoPipelineLoop
