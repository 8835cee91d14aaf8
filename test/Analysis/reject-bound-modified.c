// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void shrink(int n) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: the loop bound 'n' is modified in the loop body [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+5]]:5: note: modified here
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: scalar 'n' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  // CHECK: :[[@LINE+3]]:5: note: 'n' is assigned here
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    n--;
  }
}

// JSON: nest shrink:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-7]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonCanonicalLoop,ScalarRecurrence
