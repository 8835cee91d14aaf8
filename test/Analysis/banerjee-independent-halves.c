// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[100];

void copy_upper_half(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 50; i++)
    a[i] = a[i + 50];
}

// JSON: nest copy_upper_half:[[@LINE-4]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array a dim=0 halo=0/50 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-6]] depth=0 kind=doall distances=[] reasons=-
