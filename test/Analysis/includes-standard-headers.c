// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define M 500

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  double (*a)[M] = malloc(sizeof(double[M]) * n);
  double (*b)[M] = malloc(sizeof(double[M]) * n);
  memset(a, 0, sizeof(double[M]) * n);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < M; j++)
      b[i][j] = sqrt(a[i][j] + 1.0);
  printf("%f\n", b[n - 1][M - 1]);
  free(a);
  free(b);
  return 0;
}

// JSON: nest main:[[@LINE-10]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: array a dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-13]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-12]] depth=1 kind=doall distances=[] reasons=-
