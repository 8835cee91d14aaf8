// Without run-time alias checks, pointers that may overlap keep the loop
// sequential; the remark names both accesses and suggests 'restrict'.
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --no-alias-checks --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void axpy(int n, double a, double *x, double *y) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: 'y' and 'x' may refer to the same memory [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+4]]:5: note: access to 'y' here
  // CHECK: :[[@LINE+3]]:16: note: access to 'x' here
  // CHECK: :[[@LINE+2]]:5: note: declare 'y' and 'x' 'restrict' if they never overlap
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

// JSON: nest axpy:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=PossibleAliasing
