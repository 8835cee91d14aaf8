// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define NI 200
#define NJ 220
#define NK 240
#define DATA_TYPE double
#define _PB_NI NI
#define _PB_NJ NJ
#define _PB_NK NK

static DATA_TYPE A[NI][NK], B[NK][NJ], C[NI][NJ];

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK],
                        DATA_TYPE B[NK][NJ]) {
  int i, j, k;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (i = 0; i < _PB_NI; i++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'k' is DOALL with sum reduction into 'C[i][j]' (double); runs inside distributed loop 'i' [-Ralb-analysis]
    for (k = 0; k < _PB_NK; k++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

void run(void) { kernel_gemm(NI, NJ, NK, 1.5, 1.2, C, A, B); }

// JSON: nest kernel_gemm:[[@LINE-14]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array C dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array B dim=-1 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=true
// JSON: loop i line=[[@LINE-18]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-17]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop k line=[[@LINE-15]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-14]] depth=2 kind=doall distances=[] reasons=-
