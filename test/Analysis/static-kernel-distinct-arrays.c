// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 1000
static double x[N], y[N];

static void axpy(int n, double a, double *xs, double *ys) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    ys[i] = a * xs[i] + ys[i];
}

void run(void) { axpy(N, 2.0, x, y); }

// JSON: nest axpy:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array xs dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array ys dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-9]] depth=0 kind=doall distances=[] reasons=-
