// RUN: %autolb --analyze --only-marked %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --only-marked --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000], b[1000];

void two_loops(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: not marked '#pragma autolb distribute' (only marked loops are distributed) [-Ralb-missed=NotMarked]
  for (int i = 0; i < 1000; i++)
    a[i] = i;
#pragma autolb distribute
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++)
    b[i] = a[i] * 2;
}

// JSON: nest two_loops:[[@LINE-8]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=NotMarked
// JSON: nest two_loops:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array a dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
