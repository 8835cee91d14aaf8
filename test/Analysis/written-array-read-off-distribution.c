// A DOALL nest may read a written array off its distribution (row 0, which
// no iteration writes): no iteration reads what another writes, so the
// array made whole before the nest serves every read (non_distributed_reads
// in the JSON). The outer loop is distributed by rows.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
double A[N][N];

void add_first_row(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 1; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + A[0][j];
}

// JSON: nest add_first_row:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array A dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop i line=[[@LINE-8]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-7]] depth=1 kind=doall distances=[] reasons=-
