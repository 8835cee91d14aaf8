// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void axpy(int n, double a, double *restrict x, double *restrict y) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

// JSON: nest axpy:[[@LINE-4]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array x dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array y dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-7]] depth=0 kind=doall distances=[] reasons=-
