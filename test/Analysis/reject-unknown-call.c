// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double update(double);
double a[1000];

void apply(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: call to 'update' has unknown side effects [-Ralb-missed=UnknownCall]
  // CHECK: :[[@LINE+2]]:12: note: call to 'update' here
  for (int i = 0; i < 1000; i++)
    a[i] = update(a[i]);
}

// JSON: nest apply:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances=[] reasons=UnknownCall
