// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#include <math.h>
#define N 1000
double a[N], b[N];

void until_converged(double tol) {
  double err = tol + 1;
  // CHECK: :[[@LINE+10]]:3: remark: loop 'it' is not distributed: the loop condition is not a comparison '<', '<=', '>' or '>=' of 'it' [-Ralb-missed=NonCanonicalLoop]
  // CHECK: :[[@LINE+9]]:20: note: loop header here
  // CHECK: :[[@LINE+8]]:3: remark: loop 'it' is not distributed: scalar 'err' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  // CHECK: :[[@LINE+8]]:5: note: 'err' is assigned here
  // CHECK: :[[@LINE+6]]:3: remark: loop 'it' is not distributed: flow dependence a[i-1] -> a[i], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+14]]:7: note: dependence source 'a[i]'
  // CHECK: :[[@LINE+8]]:21: note: dependence sink 'a[i-1]'
  // CHECK: :[[@LINE+3]]:3: remark: loop 'it' is not distributed: flow dependence b[i] -> b[i], distance (*, 0): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+6]]:7: note: dependence source 'b[i]'
  // CHECK: :[[@LINE+6]]:28: note: dependence sink 'b[i]'
  for (int it = 0; err > tol; it++) {
    err = 0;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL with max reduction into 'err' (double); distributed [-Ralb-analysis]
    for (int i = 1; i < N - 1; i++) {
      b[i] = 0.5 * (a[i - 1] + a[i + 1]);
      err = fmax(err, fabs(b[i] - a[i]));
    }
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (int i = 1; i < N - 1; i++)
      a[i] = b[i];
  }
}

// JSON: nest until_converged:[[@LINE-10]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: reduction err max double fp-reassoc=true
// JSON: array a dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop it line=[[@LINE-17]] depth=0 kind=sequential distances={{\[\[}}null],[null,0]] reasons=NonCanonicalLoop,ScalarRecurrence,LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-15]] depth=1 kind=doall distances=[] reasons=-
// JSON: nest until_converged:[[@LINE-11]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: array b dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array a dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop it line=[[@LINE-22]] depth=0 kind=sequential distances={{\[\[}}null],[null,0]] reasons=NonCanonicalLoop,ScalarRecurrence,LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-15]] depth=1 kind=doall distances=[] reasons=-
