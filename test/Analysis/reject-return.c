// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void fill(double x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'return' leaves the loop early [-Ralb-missed=EarlyExit]
  // CHECK: :[[@LINE+3]]:7: note: 'return' here
  for (int i = 0; i < 1000; i++) {
    if (x < 0)
      return;
    a[i] = x;
  }
}

// JSON: nest fill:[[@LINE-7]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-8]] depth=0 kind=sequential distances=[] reasons=EarlyExit
