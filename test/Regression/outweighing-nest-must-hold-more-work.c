// A distributed nest counted as outweighed by a deeper replicated nest
// beside it, and the program ran on rank 0 alone, although the distributed
// nest held the work: its work in a helper called per point, whose loop the
// depth did not see (-DHELPER: in such a program the summary gave the nest
// 100% of the run); a replicated nest that runs only when n is small,
// printing a small matrix (-DGUARDED). Depths now count the loops of the
// program's functions a nest calls, and the replicated nest must run on
// every call of its function.
// RUN: %autolb %s -o %t-helper.c -- -DHELPER 2>&1 | FileCheck %s
// RUN: %autolb %s -o %t-guarded.c -- -DGUARDED 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t-helper.c
// RUN: FileCheck %s --check-prefix=CODE < %t-guarded.c
// RUN: %cc -Werror -DHELPER %s -o %t-helper.seq && %t-helper.seq > %t-helper.expected
// RUN: %mpicc -Werror -DHELPER %t-helper.c -o %t-helper.mpi %libautolb
// RUN: %run-all-modes %t-helper.expected %t-helper.mpi
// REQUIRES: mpi
// CHECK: outweighing-nest-must-hold-more-work.c:[[@LINE+38]]:3: remark: loop 'i' distributed as DOALL
// CHECK-NOT: runs once per call beside
#include <stdio.h>

#ifdef HELPER
#define DIMS m
#else
#define DIMS 3
#endif

static double in[2000][3];
static double out[2000];

#ifdef HELPER
static double work(const double *p, int trips) {
  double s = 0.0;
  int k;
  for (k = 0; k < trips; k++)
    s += p[0] * k + p[1] / (1.0 + k) + p[2];
  return s;
}
#endif

int main(void) {
  int n = 2000, m = 3, i, d;
  double carry = 0.5;
  (void)m;
  for (i = 0; i < n; i++)
    for (d = 0; d < DIMS; d++) {
      carry = carry * 0.75 + d;
      in[i][d] = carry;
    }
#ifdef GUARDED
  if (n <= 8)
    for (i = 0; i < n; i++)
      for (d = 0; d < n; d++)
        printf("%g%c", in[i][0] * in[d][1], d + 1 < n ? ' ' : '\n');
#endif
  for (i = 0; i < n; i++)
#ifdef HELPER
    out[i] = work(in[i], 200);
#else
    out[i] = in[i][0] * in[i][1] + in[i][2];
#endif
  printf("%.17g %.17g\n", out[0], out[n - 1]);
  return 0;
}
// CODE: {{^}}ALB_REGISTER_FILE(1, 0)
