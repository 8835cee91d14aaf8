// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void shift(int n, int m, double a[restrict 2 * n]) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the distance between 'a[i]' and 'a[i+m]' depends on a run-time value: a dependence is assumed [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+2]]:5: note: symbolic subscript here
  for (int i = 0; i < n; i++)
    a[i] = a[i + m];
}

// JSON: nest shift:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=LoopCarriedDependence
