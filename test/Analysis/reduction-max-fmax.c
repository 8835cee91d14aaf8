// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#include <math.h>
double v[1000];

double largest(void) {
  double m = -INFINITY;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with max reduction into 'm' (double); distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++)
    m = fmax(m, fabs(v[i]));
  return m;
}

// JSON: nest largest:[[@LINE-5]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction m max double fp-reassoc=true
// JSON: array v dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
