// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

// A sum into the columns of colsum over the rows of A is an array
// reduction over i: the section colsum[0..N-1] is known before the loop, so
// every rank updates its own copy and the copies are combined after it.
#define N 100
double A[N][N], colsum[N];

void column_sums(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL with sum reduction into 'colsum[j]' (double); distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+4]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    // The j loop alone would be distributed per row, with one nest
    // execution per i.
    for (int j = 0; j < N; j++)
      colsum[j] += A[i][j];
}

// Its bounds change with i: the section is not known before the loop.
void triangle_sums(void) {
  // CHECK: :[[@LINE+5]]:3: remark: loop 'i' is DOALL with sum reduction into 'colsum[j]' (double); not distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: reduction into array element 'colsum[j]' across iterations cannot be combined after the loop: the bounds of loop 'j' change while the distributed loop runs [-Ralb-missed=ArrayReduction]
  // CHECK: :[[@LINE+6]]:17: note: reduction update here
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: write to 'colsum[j]' is not indexed by 'i' alone in one dimension, so its owner rank is unknown [-Ralb-missed=WriteNotOwned]
  // CHECK: :[[@LINE+4]]:7: note: write here
  for (int i = 0; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; distributed [-Ralb-analysis]
    for (int j = 0; j < i; j++)
      colsum[j] += A[i][j];
}

// JSON: nest column_sums:[[@LINE-20]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction colsum[j] sum double fp-reassoc=true
// JSON: array colsum dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: array A dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-24]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-22]] depth=1 kind=doall distances=[] reasons=-
// JSON: nest triangle_sums:[[@LINE-12]] decision=distributed distributed=j pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-13]] depth=0 kind=doall distances=[] reasons=ArrayReduction,WriteNotOwned
