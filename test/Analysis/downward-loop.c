// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000], b[1000];

void reverse_copy(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 999; i >= 0; i--)
    a[i] = b[999 - i];
}

// JSON: nest reverse_copy:[[@LINE-4]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array b dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: array a dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-7]] depth=0 kind=doall distances=[] reasons=-
