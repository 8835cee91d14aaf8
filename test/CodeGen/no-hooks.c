// --no-hooks: static block distribution for comparison. The program asks the
// run-time for it (ALB_BALANCE=0, before the run-time starts), every nest
// has hook_level 1 (its end, which balances nothing then) and no alb_hook.
// RUN: %autolb --no-hooks %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 6
static double A[N][N];

// CHECK: #include "autolb/autolb.h"
// CHECK-NEXT: int setenv(const char *, const char *, int); /* autolb: --no-hooks */
// CHECK: setenv("ALB_BALANCE", "0", 1); /* autolb: --no-hooks, static distribution */
// CHECK-NEXT: alb_init(&alb_argc, &alb_argv);
// CHECK: .hook_level = 1,
// CHECK-NOT: alb_hook(
int main(void) {
  for (int r = 0; r < 3; r++)
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  return 0;
}
// REMARK: no-hooks.c:[[@LINE-5]]:7: remark: no load-balancing hooks (--no-hooks): static block distribution [-Ralb-hooks]
