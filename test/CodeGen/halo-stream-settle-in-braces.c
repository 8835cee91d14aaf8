// Loop 't' is the body of loop 'r', without braces: braces put it and
// alb_nest_settle together in the body of 'r', so the stream ends after
// every run of sweeps, before the next run of 'r' reads or writes 'A'.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N];

void sor(int runs, int steps) {
  for (int r = 0; r < runs; r++)
    for (int t = 0; t < steps; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// REMARK: halo-stream-settle-in-braces.c:[[@LINE-4]]:7: remark: the halo above of 'A' is streamed from the next rank during each execution of loop 'i' (nothing else writes 'A' in loop 't'); alb_nest_settle after loop 't' [-Ralb-codegen]

// CHECK: for (int r = 0; r < runs; r++)
// CHECK-NEXT: { for (int t = 0; t < steps; t++)
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// CHECK-NEXT: }
// CHECK-NEXT: }
