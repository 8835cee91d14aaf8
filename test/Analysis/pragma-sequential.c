// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void fill(void) {
#pragma autolb sequential
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: marked '#pragma autolb sequential' [-Ralb-missed=MarkedSequential]
  for (int i = 0; i < 1000; i++)
    a[i] = i;
}

// JSON: nest fill:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=doall distances=[] reasons=MarkedSequential
