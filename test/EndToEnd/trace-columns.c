// ALB_TRACE: every rank writes <prefix>.<rank>.csv with one line per
// interaction (runtime/base/Trace.h): the header, then the balancer's numbers
// and reason for each period, the filter's band, a move trial's verdict
// last. ALB_PERIOD keeps the periods short enough for several interactions.
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: rm -f %t.trace.*.csv
// RUN: env ALB_REPLICATE=0 ALB_TRACE=%t.trace ALB_PERIOD=0.002 ALB_QUIET=1 %alb-mpirun -np 2 %t.mpi > /dev/null
// RUN: FileCheck %s < %t.trace.0.csv
// RUN: FileCheck %s < %t.trace.1.csv
// REQUIRES: mpi
#include <stdio.h>
#define N 200
static double A[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  for (int t = 0; t < 200; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  printf("%.17g\n", A[N / 2][N / 2]);
  return 0;
}
// CHECK: time,nest,raw_rate,filtered_rate,h,owned,moved,period,nexthook,block,reason,band,verdict
// CHECK: {{^[0-9.]+}},trace-columns.c:17(i),{{[0-9.e+]+,[0-9.e+]+}},0,{{[0-9]+}},0,0,{{[0-9]+}},{{[1-9][0-9]*}},stealing,0,none{{$}}
// CHECK: {{^[0-9.]+}},trace-columns.c:21(i),0,0,0,{{[0-9]+}},0,0,{{[0-9]+}},{{[0-9]+}},no-report-yet,0,none{{$}}
// CHECK: {{^[0-9.]+}},trace-columns.c:21(i),{{[0-9.e+]+,[0-9.e+]+,[0-9.e+-]+}},{{[0-9]+}},{{-?[0-9]+}},0.002,{{[0-9]+}},{{[0-9]+}},{{[a-z-]+}},{{[0-9.e+-]+}},{{none|paid|even|lost}}{{$}}
