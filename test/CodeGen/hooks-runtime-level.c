// Hook placement with bounds unknown at compile time: the operation counts
// are symbolic, so the level is chosen at run time from the actual bounds
// (the nest's end if 10 operations are at most 1% of one time step's work,
// else after loop 't'); the remark shows the symbolic count. The nest reads
// halos, so its work is tied to blocks and level 0 is not a candidate.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o

// CHECK: static alb_nest *alb_nest0; /* autolb: the nest of loop 'i', line [[@LINE+12]] */
// CHECK-NEXT: static int alb_level0;
// CHECK-NEXT: void smooth(int n, int m, int steps, double A[restrict n][m],
// CHECK: { /* autolb: loop 'i' distributed */
// CHECK-NEXT: alb_level0 = (10 <= 0.01 * (double)([[COUNT:.*]]) ? 1 : 2); /* autolb: hook level from the bounds */
// CHECK: .hook_level = alb_level0,
// CHECK: if (alb_nest0 && alb_level0 == 2) alb_hook(alb_nest0, alb_nest_hook(alb_nest0)); /* autolb: load-balancing hook (level 2) */
// REMARK: hooks-runtime-level.c:[[@LINE+5]]:7: remark: load-balancing hook level chosen at run time from the loop bounds: level 1 if 10 operations are at most 1% of {{.*}}m{{.*}}n{{.*}}, else level 2 [-Ralb-hooks]
void smooth(int n, int m, int steps, double A[restrict n][m],
            double B[restrict n][m]) {
  for (int r = 0; r < 2; r++)
    for (int t = 0; t < steps; t++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m; j++)
          B[i][j] = 0.5 * (A[i - 1][j] + A[i + 1][j]);
}
