// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

volatile double sensor;
double a[1000];

void sample(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: access to volatile 'sensor' [-Ralb-missed=VolatileAccess]
  // CHECK: :[[@LINE+2]]:12: note: volatile access here
  for (int i = 0; i < 1000; i++)
    a[i] = sensor;
}

// JSON: nest sample:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances=[] reasons=VolatileAccess
