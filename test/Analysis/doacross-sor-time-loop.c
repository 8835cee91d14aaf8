// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 256
double A[N][N];

void sor(int steps, double omega) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence A[i][j] -> A[i][j], distance (*, 0, 0): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+7]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+6]]:33: note: dependence sink 'A[i][j]'
  for (int t = 0; t < steps; t++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOACROSS: flow dependence A[i-1][j] -> A[i][j], distance (0, 1, 0); distributed, pipelined over 'j' [-Ralb-analysis]
    for (int i = 1; i < N - 1; i++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is sequential; strip-mined as the pipeline of distributed loop 'i' [-Ralb-analysis]
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (1 - omega) * A[i][j] +
                  omega * 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}

// JSON: nest sor:[[@LINE-9]] decision=distributed distributed=i pipelined=j enclosing=0
// JSON: array A dim=0 halo=1/1 written=true flow=1 lag=0 pipelined_dim=1 nonlocal=false
// JSON: loop t line=[[@LINE-11]] depth=0 kind=sequential distances={{\[\[}}null,0,0],[null,-1,0],[null,1,0],[null,0,-1],[null,0,1]] reasons=LoopCarriedDependence
// JSON: loop i line=[[@LINE-10]] depth=1 kind=doacross distances={{\[\[}}0,1,0]] reasons=-
// JSON: loop j line=[[@LINE-9]] depth=2 kind=sequential distances={{\[\[}}0,0,1]] reasons=NoPipelineLoop
