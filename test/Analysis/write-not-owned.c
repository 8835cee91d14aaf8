// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1001], b[1000];

void shift(void) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: write to 'a[i+1]' is not indexed by 'i' alone in one dimension, so its owner rank is unknown [-Ralb-missed=WriteNotOwned]
  // CHECK: :[[@LINE+2]]:5: note: write here
  for (int i = 0; i < 1000; i++)
    a[i + 1] = b[i];
}

// JSON: nest shift:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=doall distances=[] reasons=WriteNotOwned
