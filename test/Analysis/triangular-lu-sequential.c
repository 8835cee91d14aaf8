// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void lu(int n, double A[n][n]) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'k' is not distributed: flow dependence A[i][k] -> A[i][j], distance (*, 0): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+12]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+6]]:17: note: dependence sink 'A[i][k]'
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is not distributed: flow dependence A[k][k] -> A[i][k], distance (0, *): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
    // CHECK: :[[@LINE+3]]:7: note: dependence source 'A[i][k]'
    // CHECK: :[[@LINE+2]]:27: note: dependence sink 'A[k][k]'
    for (int i = k + 1; i < n; i++) {
      A[i][k] = A[i][k] / A[k][k];
      // CHECK: :[[@LINE+3]]:7: remark: loop 'j' is not distributed: flow dependence A[i][k] -> A[i][j], distance (0, 0, *): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
      // CHECK: :[[@LINE+3]]:9: note: dependence source 'A[i][j]'
      // CHECK: :[[@LINE+2]]:20: note: dependence sink 'A[i][k]'
      for (int j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
}

// JSON: nest lu:[[@LINE-14]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop k line=[[@LINE-15]] depth=0 kind=sequential distances={{\[\[}}null,0],[null,null],[null,0,0],[null,0,null],[null,null,0]] reasons=LoopCarriedDependence
// JSON: loop i line=[[@LINE-12]] depth=1 kind=sequential distances={{\[\[}}0,null],[0,null,0]] reasons=LoopCarriedDependence
// JSON: loop j line=[[@LINE-8]] depth=2 kind=sequential distances={{\[\[}}0,0,null]] reasons=LoopCarriedDependence
