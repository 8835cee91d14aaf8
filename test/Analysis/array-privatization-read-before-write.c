// An array some iteration reads before writing it carries a value from the
// previous iteration: it is not private. When the dependences through it
// alone keep the loop sequential, the reason says so; with other
// dependences, those through the array are reported as such.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N], b[N], c[N];

void read_first(int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[3]' may read an element that no earlier write of the same iteration of 'i' wrote [-Ralb-missed=ArrayPrivatization]
  // CHECK: :[[@LINE+4]]:7: note: anti dependence t[3] -> t[j], distance (*)
  for (int i = 0; i < n; i++) {
    b[i] = t[3];
    for (int j = 0; j < N; j++)
      t[j] = a[i][j];
  }
}

void other_dependence_too(int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: flow dependence c[i-1] -> c[i], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: flow dependence t[0] -> t[j], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (int i = 1; i < n; i++) {
    c[i] = c[i - 1] + t[0];
    for (int j = 0; j < N; j++)
      t[j] = a[i][j];
  }
}

// JSON: nest read_first:{{[0-9]+}} decision=distributed distributed=j
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization
// JSON: nest other_dependence_too:{{[0-9]+}} decision=distributed distributed=j
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=LoopCarriedDependence,LoopCarriedDependence
