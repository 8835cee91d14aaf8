// A scratch array every iteration writes before reading it is private to
// the iteration: the dependences the loop carries through it do not count.
// Reads are matched with earlier writes of the same iteration whose inner
// loops run over the same bounds (doitgen's `sum[p]`, written in one `p`
// loop and read in another); the section the loop writes is bounded before
// it, over all its writes.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
#define N 64
double A[N][N][N], C[N][N], sum[N], t[N + 1], out[N];

void doitgen(int nr, int nq, int np) {
  // CHECK: :[[@LINE+5]]:3: remark: loop 'r' is DOALL with array 'sum' private; distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+5]]:5: remark: loop 'q' is DOALL with array 'sum' private; runs inside distributed loop 'r' [-Ralb-analysis]
  // CHECK: :[[@LINE+5]]:7: remark: loop 'p' is DOALL; runs inside distributed loop 'r' [-Ralb-analysis]
  // CHECK: :[[@LINE+6]]:9: remark: loop 's' is DOALL with sum reduction into 'sum[p]' (double); runs inside distributed loop 'r' [-Ralb-analysis]
  // CHECK: :[[@LINE+8]]:7: remark: loop 'p2' is DOALL; runs inside distributed loop 'r' [-Ralb-analysis]
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C[s][p];
      }
      for (int p2 = 0; p2 < np; p2++)
        A[r][q][p2] = sum[p2];
    }
}

// Two writes, t[0..N-1] and t[N], make one section t[0..N].
void two_writes(int n) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL with array 't' private; distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+3]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  // CHECK: :[[@LINE+5]]:5: remark: loop 'k' is DOALL with sum reduction into 'out[i]' (double); runs inside distributed loop 'i' [-Ralb-analysis]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N; j++)
      t[j] = C[i][j];
    t[N] = i;
    for (int k = 0; k < N; k++)
      out[i] += t[k] * t[N];
  }
}

// JSON: nest doitgen:[[@LINE-26]] decision=distributed distributed=r pipelined=None enclosing=0
// JSON-NEXT: private_arrays sum
// JSON-NEXT: array sum dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop r line=[[@LINE-29]] depth=0 kind=doall distances=[] reasons=-
// JSON: nest two_writes:[[@LINE-13]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON-NEXT: private_arrays t
