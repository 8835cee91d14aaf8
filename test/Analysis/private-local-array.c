// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000][3], b[1000];

void norms(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++) {
    double sq[3];
    // CHECK: :[[@LINE+1]]:5: remark: loop 'k' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int k = 0; k < 3; k++)
      sq[k] = a[i][k] * a[i][k];
    b[i] = sq[0] + sq[1] + sq[2];
  }
}

// JSON: nest norms:[[@LINE-9]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array a dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-12]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop k line=[[@LINE-10]] depth=1 kind=doall distances=[] reasons=-
