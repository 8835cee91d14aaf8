// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

/* PolyBench style: sizes and types through macros, arrays passed through
   POLYBENCH_2D/POLYBENCH_ARRAY, a static kernel called once from main. */
#include <stdlib.h>
#define N 120
#define TSTEPS 40
#define DATA_TYPE double
#define _PB_N N
#define _PB_TSTEPS TSTEPS
#define SCALAR_VAL(x) x
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) var[dim1][dim2]
#define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2) \
  type(*var)[dim1][dim2] = (type(*)[dim1][dim2])polybench_alloc_data(dim1 * dim2, sizeof(type))
#define POLYBENCH_ARRAY(x) *x

static void *polybench_alloc_data(unsigned long n, int size) {
  return calloc(n, size);
}

static void kernel_jacobi_2d(int tsteps, int n,
                             DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                             DATA_TYPE POLYBENCH_2D(B, N, N, n, n)) {
  int t, i, j;
  // CHECK: :[[@LINE+6]]:3: remark: loop 't' is not distributed: flow dependence A[i][j] -> A[i][j], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+15]]:9: note: dependence source 'A[i][j]'
  // CHECK: :[[@LINE+9]]:38: note: dependence sink 'A[i][j]'
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: flow dependence B[i][j] -> B[i][j], distance (*): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  // CHECK: :[[@LINE+7]]:9: note: dependence source 'B[i][j]'
  // CHECK: :[[@LINE+11]]:38: note: dependence sink 'B[i][j]'
  for (t = 0; t < _PB_TSTEPS; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (i = 1; i < _PB_N - 1; i++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (j = 1; j < _PB_N - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
    for (i = 1; i < _PB_N - 1; i++)
      // CHECK: :[[@LINE+1]]:7: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
      for (j = 1; j < _PB_N - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}

int main(void) {
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, N, N, n, n);
  kernel_jacobi_2d(TSTEPS, N, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
  free(A);
  free(B);
  return 0;
}

// JSON: nest kernel_jacobi_2d:[[@LINE-21]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: array A dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array B dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop t line=[[@LINE-26]] depth=0 kind=sequential distances={{\[\[}}null],[null,0,0]] reasons=LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-25]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-24]] depth=2 kind=doall distances=[] reasons=-
// JSON: nest kernel_jacobi_2d:[[@LINE-22]] decision=distributed distributed=i pipelined=None enclosing=1
// JSON: array B dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array A dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop t line=[[@LINE-32]] depth=0 kind=sequential distances={{\[\[}}null],[null,0,0]] reasons=LoopCarriedDependence,LoopCarriedDependence
// JSON: loop i line=[[@LINE-26]] depth=1 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-25]] depth=2 kind=doall distances=[] reasons=-
