// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000], b[1000];

double last(void) {
  double t = 0;
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: scalar 't' is private to each iteration but its last value is used outside the loop [-Ralb-missed=LastValueUsedAfterLoop]
  // CHECK: :[[@LINE-3]]:10: note: 't' declared here
  for (int i = 0; i < 1000; i++) {
    t = a[i] * 2.0;
    b[i] = t;
  }
  return t;
}

// JSON: nest last:[[@LINE-7]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=LastValueUsedAfterLoop
