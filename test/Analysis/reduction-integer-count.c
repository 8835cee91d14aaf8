// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double v[1000];

int positives(void) {
  int count = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 'count' (int); distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++)
    if (v[i] > 0)
      count++;
  return count;
}

// JSON: nest positives:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction count sum int fp-reassoc=false
// JSON: array v dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
