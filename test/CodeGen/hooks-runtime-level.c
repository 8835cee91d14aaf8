// Hook placement with bounds unknown at compile time: the operation counts
// are symbolic, so the level is chosen at run time from the actual bounds
// (level 0 if 10 operations are at most 1% of one iteration's work, else the
// nest's end); the remark shows the symbolic count.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o

// CHECK: static alb_nest *alb_nest0; /* autolb: the nest of loop 'i', line [[@LINE+8]] */
// CHECK-NEXT: static int alb_level0;
// CHECK-NEXT: void scale(int n, int m, double A[n][m], double f) {
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
// CHECK-NEXT: alb_level0 = (10 <= 0.01 * (double)([[COUNT:.*]]) ? 0 : 1); /* autolb: hook level from the bounds */
// CHECK: .hook_level = alb_level0,
// REMARK: hooks-runtime-level.c:[[@LINE+2]]:3: remark: load-balancing hook level chosen at run time from the loop bounds: level 0 if 10 operations are at most 1% of {{.*}}m{{.*}}, else level 1 [-Ralb-hooks]
void scale(int n, int m, double A[n][m], double f) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] *= f;
}
