// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

int v[1000];

int smallest(void) {
  int m = v[0];
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with min reduction into 'm' (int); distributed [-Ralb-analysis]
  for (int i = 1; i < 1000; i++)
    m = v[i] < m ? v[i] : m;
  return m;
}

// JSON: nest smallest:[[@LINE-5]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction m min int fp-reassoc=false
// JSON: array v dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
