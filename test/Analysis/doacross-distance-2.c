// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 400
double A[N][N];

void skip(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOACROSS: flow dependence A[i-2][j] -> A[i][j], distance (2, 0); distributed, pipelined over 'j' [-Ralb-analysis]
  for (int i = 2; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; strip-mined as the pipeline of distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      A[i][j] = A[i - 2][j] + 1.0;
}

// JSON: nest skip:[[@LINE-6]] decision=distributed distributed=i pipelined=j enclosing=0
// JSON: array A dim=0 halo=2/0 written=true flow=2 lag=0 pipelined_dim=1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doacross distances={{\[\[}}2,0]] reasons=-
// JSON: loop j line=[[@LINE-7]] depth=1 kind=doall distances=[] reasons=-
