// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[2002];

void even_from_odd(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 2000; i += 2)
    a[i] = a[i + 1] * 2.0;
}

// JSON: nest even_from_odd:[[@LINE-4]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array a dim=0 halo=0/1 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-6]] depth=0 kind=doall distances=[] reasons=-
