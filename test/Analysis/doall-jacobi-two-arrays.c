// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 256
double A[N][N], B[N][N];

void jacobi(int steps) {
  // B is written before it is read in every step: private to the step, its
  // dependences do not count.
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence A[i-1][j] -> A[i][j], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+12]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+6]]:27: note: dependence sink 'A[i-1][j]'
  for (int t = 0; t < steps; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (int i = 1; i < N - 1; i++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (int i = 1; i < N - 1; i++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (int j = 1; j < N - 1; j++)
        A[i][j] = B[i][j];
  }
}

// JSON: nest jacobi:[[@LINE-12]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: array A dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array B dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop t line=[[@LINE-17]] depth=0 kind=sequential distances={{\[\[}}null],[null,0,0]] reasons=LoopCarriedDependence{{$}}
// JSON: loop i line=[[@LINE-16]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-15]] depth=2 kind=doall distances=[] reasons=-
// JSON: nest jacobi:[[@LINE-13]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: array B dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop t line=[[@LINE-23]] depth=0 kind=sequential distances={{\[\[}}null],[null,0,0]] reasons=LoopCarriedDependence{{$}}
// JSON: loop i line=[[@LINE-17]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-16]] depth=2 kind=doall distances=[] reasons=-
