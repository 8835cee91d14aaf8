// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void until_zero(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the loop condition is not a comparison '<', '<=', '>' or '>=' of 'i' [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+1]]:19: note: loop header here
  for (int i = 0; a[i] != 0; i++)
    a[i] = a[i] * 0.5;
}

// JSON: nest until_zero:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonCanonicalLoop
