// A row length written as a macro: 'x[i*M + j]' is affine, but its owner
// is that of row i only when 0 <= j < M, which the bounds of j prove; the
// references are read as 'x[i][j]' and loop i distributed (without
// delinearization, the write is not indexed by 'i' alone).
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define M 64

void scale(int n, double *x) {
  // CHECK: :[[@LINE+5]]:26: remark: array 'x' delinearized as [?][M] [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      x[M * i + j] = 2 * x[M * i + j];
}

// JSON: nest scale:[[@LINE-5]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON-NEXT: flat x shape=[?][M] line=[[@LINE-4]]
// JSON-NEXT: array x dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
