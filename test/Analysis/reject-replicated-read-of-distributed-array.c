// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 1000
double a[N], b[N];

void scale_by_fifth(int steps) {
  double s;
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence b[5] -> b[i], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+8]]:7: note: dependence source 'b[i]'
  // CHECK: :[[@LINE+2]]:9: note: dependence sink 'b[5]'
  for (int t = 0; t < steps; t++) {
    s = b[5];
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: 'b[5]' is used in loop 't', which every rank runs, but 'b' would be distributed by 'i' [-Ralb-missed=NonLocalRead]
    // CHECK: :[[@LINE-3]]:9: note: used here
    for (int i = 0; i < N; i++)
      b[i] = a[i] * s;
  }
}

// JSON: nest scale_by_fifth:[[@LINE-10]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop t line=[[@LINE-11]] depth=0 kind=sequential distances={{\[\[}}null],[null,0]] reasons=LoopCarriedDependence
// JSON: loop i line=[[@LINE-7]] depth=1 kind=doall distances=[] reasons=NonLocalRead
