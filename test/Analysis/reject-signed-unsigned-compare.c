// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[8];

void from(int lo, unsigned n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'i' is compared as an unsigned value with its bound [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+1]]:20: note: loop header here
  for (int i = lo; i < n; i++)
    a[i + 1] = 7;
}

// JSON: nest from:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonCanonicalLoop
