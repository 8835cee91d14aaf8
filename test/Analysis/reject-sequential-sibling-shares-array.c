// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 1000
double a[N], b[N];

void step(int steps) {
  // CHECK: :[[@LINE+6]]:3: remark: loop 't' is not distributed: flow dependence a[i] -> a[i], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+15]]:7: note: dependence source 'a[i]'
  // CHECK: :[[@LINE+9]]:14: note: dependence sink 'a[i]'
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence b[i] -> b[i], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+7]]:7: note: dependence source 'b[i]'
  // CHECK: :[[@LINE+11]]:25: note: dependence sink 'b[i]'
  for (int t = 0; t < steps; t++) {
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: 'b' is also used by loop 'i', which is not distributed and runs on every rank [-Ralb-missed=NonLocalRead]
    // CHECK: :[[@LINE+6]]:5: note: loop 'i' is here
    for (int i = 0; i < N; i++)
      b[i] = a[i] * 2;
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is not distributed: flow dependence a[i-1] -> a[i], distance (0, 1), and there is no single inner loop to pipeline over [-Ralb-missed=NoPipelineLoop]
    // CHECK: :[[@LINE+3]]:7: note: dependence source 'a[i]'
    // CHECK: :[[@LINE+2]]:14: note: dependence sink 'a[i-1]'
    for (int i = 1; i < N; i++)
      a[i] = a[i - 1] + b[i];
  }
}

// JSON: nest step:[[@LINE-10]] decision=sequential distributed=None pipelined=None enclosing=1
// JSON: loop t line=[[@LINE-15]] depth=0 kind=sequential distances={{\[\[}}null],[null,0],[null,-1],[null,1]] reasons=LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-12]] depth=1 kind=doall distances=[] reasons=NonLocalRead
// JSON: nest step:[[@LINE-8]] decision=sequential distributed=None pipelined=None enclosing=1
// JSON: loop t line=[[@LINE-18]] depth=0 kind=sequential distances={{\[\[}}null],[null,0],[null,-1],[null,1]] reasons=LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-10]] depth=1 kind=sequential distances={{\[\[}}0,1]] reasons=NoPipelineLoop
