// Right-looking LU: the 'i' loop reads the pivot row k, which none of its
// iterations writes; it is distributed (nonlocal=true); only that row is
// made whole before each execution. 'k' carries the factorization.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void lu(int n, double A[n][n]) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'k' is not distributed: flow dependence A[i][k] -> A[i][j], distance (*, 0): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+8]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+4]]:17: note: dependence sink 'A[i][k]'
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (int i = k + 1; i < n; i++) {
      A[i][k] = A[i][k] / A[k][k];
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (int j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
}

// JSON: nest lu:11 decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array A dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop k line=11 depth=0 kind=sequential distances={{\[\[}}null,0],[null,null],[null,0,0],[null,0,null],[null,null,0]] reasons=LoopCarriedDependence
// JSON: loop i line=13 depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=16 depth=2 kind=doall distances=[] reasons=-
