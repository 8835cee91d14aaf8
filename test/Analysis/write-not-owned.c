// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1001], b[1000], c[1000];

// One write at i + 1, another at i: an iteration's elements are in two
// slices (write-at-common-offset-is-owned.c: one offset for all is owned).
void shift(void) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: write to 'a[i+1]' follows 'i' at an offset its other subscripts or the loop's other writes do not share, so no rank owns all the elements an iteration writes [-Ralb-missed=WriteNotOwned]
  // CHECK: :[[@LINE+3]]:5: note: write here
  // CHECK-NOT: owns element
  for (int i = 0; i < 1000; i++) {
    a[i + 1] = b[i];
    c[i] = b[i] * 2.0;
  }
}

// JSON: nest shift:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON-NOT: owned_shift
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=WriteNotOwned
