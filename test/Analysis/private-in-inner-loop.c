// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double a[N][N], b[N][N];

void scale(void) {
  double t;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++) {
      t = a[i][j] + 1.0;
      b[i][j] = t * t;
    }
}

// JSON: nest scale:[[@LINE-8]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: private t
// JSON: array a dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-12]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-11]] depth=1 kind=doall distances=[] reasons=-
