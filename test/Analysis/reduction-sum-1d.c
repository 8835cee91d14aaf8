// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double v[10000];

double sum(void) {
  double s = 0.0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 's' (double); distributed [-Ralb-analysis]
  for (int i = 0; i < 10000; i++)
    s += v[i];
  return s;
}

// JSON: nest sum:[[@LINE-5]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction s sum double fp-reassoc=true
// JSON: array v dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
