// A flat matrix read as rows inside a triangular nest: the column j runs
// from k + 1, k being the variable of the loop around, so its range is k's
// range plus one: j in [1, n - 1], inside the row length n. LU's update is
// then DOALL over i. When j starts at k - 1 instead, a column may reach the
// row before (j = -1 at k = 0) and the flat subscript's dependence stays.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:

void lu(float *a, int n) {
  // CHECK: :[[@LINE+6]]:19: remark: array 'a' delinearized as [?][n] [-Ralb-analysis]
  // CHECK: :[[@LINE+4]]:3: remark: loop 'k' is not distributed: flow dependence a[k*n+k] -> a[i*n+j], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: note: dependence source 'a[i*n+j]'
  // CHECK: note: dependence sink 'a[k*n+k]'
  // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int k = 0; k < n - 1; k++) {
    float pivot = a[k * n + k];
    for (int i = k + 1; i < n; i++) {
      float l = a[i * n + k] / pivot;
      a[i * n + k] = l;
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (int j = k + 1; j < n; j++)
        a[i * n + j] = a[i * n + j] - l * a[k * n + j];
    }
  }
}

void shifted(float *a, int n) {
  // CHECK: :[[@LINE+6]]:3: remark: loop 'k' is not distributed: 'a' is not read as an array of rows: cannot prove 0 <= j < n in 'a[i*n+j]'; a dependence on 'a' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+8]]:28: note: flat subscript here
  // CHECK: :[[@LINE+5]]:5: remark: loop 'i' is not distributed: 'a' is not read as an array of rows: cannot prove 0 <= j < n in 'a[i*n+j]'; a dependence on 'a' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+6]]:28: note: flat subscript here
  // CHECK: :[[@LINE+4]]:7: remark: loop 'j' is not distributed: 'a' is not read as an array of rows: cannot prove 0 <= j < n in 'a[i*n+j]'; a dependence on 'a' is assumed [-Ralb-missed=Delinearization]
  // CHECK: :[[@LINE+4]]:28: note: flat subscript here
  for (int k = 0; k < n - 1; k++)
    for (int i = k + 1; i < n; i++)
      for (int j = k - 1; j < n; j++)
        a[i * n + j] = 2 * a[i * n + j];
}
