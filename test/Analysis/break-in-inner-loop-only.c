// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double a[N][N], first[N];

void first_negative(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++) {
    first[i] = -1;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is sequential; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      if (a[i][j] < 0)
        break;
  }
}

// JSON: nest first_negative:[[@LINE-9]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array first dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array a dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-12]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-10]] depth=1 kind=sequential distances=[] reasons=EarlyExit
