// Hook placement by operation counts ([S97] §5.1), deepest location first:
// for this small grid the nest's end (level 1) runs too little work between
// two hooks (more than 1%), so the hook goes after loop 't' (level 2), which
// still has loop 'r' around it, after the alb_nest_settle that ends the
// halo stream of the nest's executions in loop 't'. The larger grid keeps
// it at level 1.
// RUN: %autolb %s -o %t.c -- -DN=6 2>&1 | FileCheck %s --check-prefix=SMALL-REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=SMALL
// RUN: %mpicc -Werror -DN=6 -c %t.c -o %t.o
// RUN: %autolb %s -o %t.large.c -- -DN=100 2>&1 | FileCheck %s --check-prefix=LARGE-REMARK
// RUN: sed "/^ *\/\//d" %t.large.c | FileCheck %s --check-prefix=LARGE
static double A[N][N];

void relax(void) {
  for (int r = 0; r < 3; r++)
    for (int t = 0; t < 10; t++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
// SMALL-REMARK: hooks-by-operation-counts.c:[[@LINE-4]]:7: remark: load-balancing hook after loop 't' (level 2): 10 operations per {{[0-9]+}} ({{0\.[0-9]+}}%) [-Ralb-hooks]
// SMALL: .hook_level = 2,
// SMALL: alb_nest_end(alb_nest0);
// SMALL-NEXT: }
// SMALL-NEXT: alb_nest_settle(alb_nest0); /* autolb: the halo stream of loop 'i' ends here */
// SMALL-NEXT: }
// SMALL-NEXT: if (alb_nest0) alb_hook(alb_nest0, alb_nest_hook(alb_nest0)); /* autolb: load-balancing hook (level 2) */
// SMALL-NEXT: }
// SMALL-NEXT: }
// LARGE-REMARK: hooks-by-operation-counts.c:[[@LINE-13]]:7: remark: load-balancing hook after loop 'i' (level 1, the nest's end): 10 operations per {{[0-9]+}} ({{0\.[0-9]+}}%) [-Ralb-hooks]
// LARGE: .hook_level = 1,
// LARGE-NOT: alb_hook(
