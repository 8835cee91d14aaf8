// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double v[64];

double product(void) {
  double p = 1.0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with product reduction into 'p' (double); distributed [-Ralb-analysis]
  for (int i = 0; i < 64; i++)
    p *= v[i];
  return p;
}

// JSON: nest product:[[@LINE-5]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction p product double fp-reassoc=true
// JSON: array v dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
