// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void decay(void) {
  double x = 1.0;
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: scalar 'x' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  // CHECK: :[[@LINE+3]]:5: note: 'x' is assigned here
  for (int i = 0; i < 1000; i++) {
    a[i] = x;
    x = x * 0.5 + a[i];
  }
}

// JSON: nest decay:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-7]] depth=0 kind=sequential distances=[] reasons=ScalarRecurrence
