// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double log_value(double);
double a[1000];

void scan(void) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: 'break' leaves the loop early [-Ralb-missed=EarlyExit]
  // CHECK: :[[@LINE+5]]:7: note: 'break' here
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: call to 'log_value' has unknown side effects [-Ralb-missed=UnknownCall]
  // CHECK: :[[@LINE+4]]:12: note: call to 'log_value' here
  for (int i = 0; i < 1000; i++) {
    if (a[i] < 0)
      break;
    a[i] = log_value(a[i]);
  }
}

// JSON: nest scan:[[@LINE-7]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-8]] depth=0 kind=sequential distances=[] reasons=EarlyExit,UnknownCall
