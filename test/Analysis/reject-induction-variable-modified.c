// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void skip_some(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the induction variable 'i' is modified in the loop body [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+4]]:7: note: modified here
  for (int i = 0; i < 1000; i++) {
    a[i] = 1.0;
    if (a[i] > 0)
      i++;
  }
}

// JSON: nest skip_some:[[@LINE-7]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-8]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonCanonicalLoop
