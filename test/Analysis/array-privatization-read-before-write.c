// An array some iteration reads before writing it carries a value from the
// previous iteration: it is not private. Read first in the iteration (a
// time loop's grid), its dependences explain the loop; read before a write
// covers it further on, the reason says which read is not covered.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 100
double a[N][N], t[N], b[N], c[N];

void read_first(int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: flow dependence t[3] -> t[j], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (int i = 0; i < n; i++) {
    b[i] = t[3];
    for (int j = 0; j < N; j++)
      t[j] = a[i][j];
  }
}

void read_before_the_covering_write(int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: array 't' is reused by every iteration and cannot be made private to one: 't[3]' may read an element that no earlier write of the same iteration of 'i' wrote [-Ralb-missed=ArrayPrivatization]
  // CHECK: :[[@LINE+2]]:5: note: output dependence t[0] -> t[0], distance (*)
  for (int i = 0; i < n; i++) {
    t[0] = i;
    b[i] = t[3];
    for (int j = 0; j < N; j++)
      t[j] = a[i][j] + t[0];
  }
}

void other_dependence_too(int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: flow dependence c[i-1] -> c[i], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}} dependence t[{{.*}}] -> t[{{.*}}], {{.*}} [-Ralb-missed=LoopCarriedDependence]
  for (int i = 1; i < n; i++) {
    t[0] = i;
    c[i] = c[i - 1] + t[3];
    for (int j = 0; j < N; j++)
      t[j] = a[i][j];
  }
}

// JSON: nest read_first:{{[0-9]+}} decision=distributed distributed=j
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=LoopCarriedDependence{{$}}
// JSON: nest read_before_the_covering_write:{{[0-9]+}} decision=sequential
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=ArrayPrivatization{{$}}
// JSON: nest other_dependence_too:{{[0-9]+}} decision=distributed distributed=j
// JSON: loop i line={{[0-9]+}} depth=0 kind=sequential {{.*}} reasons=LoopCarriedDependence,LoopCarriedDependence
