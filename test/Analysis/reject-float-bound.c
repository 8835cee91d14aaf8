// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[8];

void half_open(double hi) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the bound of 'i' is not an integer [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+1]]:19: note: loop header here
  for (int i = 0; i < hi; i++)
    a[i] = 1;
}

// JSON: nest half_open:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonCanonicalLoop
