// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void lu(int n, double A[n][n]) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'k' is not distributed: flow dependence A[i][k] -> A[i][j], distance (*, 0): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+14]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+6]]:17: note: dependence sink 'A[i][k]'
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
    // CHECK: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: read of 'A[k][k]' does not follow the distribution of 'A' over 'i' [-Ralb-missed=NonLocalRead]
    // CHECK: :[[@LINE+2]]:27: note: read here
    for (int i = k + 1; i < n; i++) {
      A[i][k] = A[i][k] / A[k][k];
      // CHECK: :[[@LINE+5]]:7: remark: loop 'j' is DOALL; not distributed [-Ralb-analysis]
      // CHECK: :[[@LINE+4]]:7: remark: loop 'j' is not distributed: read of 'A[i][k]' does not follow the distribution of 'A' over 'j' [-Ralb-missed=NonLocalRead]
      // CHECK: :[[@LINE+4]]:20: note: read here
      // CHECK: :[[@LINE+2]]:7: remark: loop 'j' is not distributed: 'A[i][k]' is used in loop 'i', which every rank runs, but 'A' would be distributed by 'j' [-Ralb-missed=NonLocalRead]
      // CHECK: :[[@LINE-5]]:17: note: used here
      for (int j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
}

// JSON: nest lu:[[@LINE-16]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop k line=[[@LINE-17]] depth=0 kind=sequential distances={{\[\[}}null,0],[null,null],[null,0,0],[null,0,null],[null,null,0]] reasons=LoopCarriedDependence
// JSON: loop i line=[[@LINE-14]] depth=1 kind=doall distances=[] reasons=NonLocalRead
// JSON: loop j line=[[@LINE-8]] depth=2 kind=doall distances=[] reasons=NonLocalRead,NonLocalRead
