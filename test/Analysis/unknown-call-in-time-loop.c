// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void report(int step); /* defined elsewhere: unknown effects */
#define N 1000
double a[N], b[N];

void iterate(int steps) {
  // b is written before it is read in every step (private to the step).
  // CHECK: :[[@LINE+5]]:3: remark: loop 't' is not distributed: call to 'report' has unknown side effects [-Ralb-missed=UnknownCall]
  // CHECK: :[[@LINE+10]]:5: note: call to 'report' here
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence a[i-1] -> a[i], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+13]]:7: note: dependence source 'a[i]'
  // CHECK: :[[@LINE+6]]:21: note: dependence sink 'a[i-1]'
  for (int t = 0; t < steps; t++) {
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: enclosing loop 't' cannot run on every rank: call to 'report' has unknown side effects [-Ralb-missed=UnknownCall]
    // CHECK: :[[@LINE+3]]:5: note: call to 'report' here
    for (int i = 1; i < N - 1; i++)
      b[i] = 0.5 * (a[i - 1] + a[i + 1]);
    report(t);
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: enclosing loop 't' cannot run on every rank: call to 'report' has unknown side effects [-Ralb-missed=UnknownCall]
    // CHECK: :[[@LINE-3]]:5: note: call to 'report' here
    for (int i = 1; i < N - 1; i++)
      a[i] = b[i];
  }
}

// JSON: nest iterate:[[@LINE-15]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop t line=[[@LINE-16]] depth=0 kind=sequential distances={{\[\[}}null],[null,0]] reasons=UnknownCall,LoopCarriedDependence{{$}}
// JSON: loop i line=[[@LINE-13]] depth=1 kind=doall distances=[] reasons=UnknownCall
// JSON: loop i line=[[@LINE-8]] depth=1 kind=doall distances=[] reasons=UnknownCall
