// A program whose only distributed nests are outweighed runs on rank 0
// alone, as the sequential program: the border of a grid is distributed,
// but beside it, once per call of the same function, the fill of the grid
// (a recurrence through a scalar) nests deeper and stays replicated, so
// every rank would repeat the real work and the ranks would only compete
// for the cores and memory. The border's nest does not count as outweighed,
// and the program runs on every rank, when the deeper nest calls a function
// of the program (-DCALLS: it may hold distributed work), when it runs over
// another extent (-DOTHER_EXTENT: a small table beside a long border),
// when its inner loop has constant bounds (-DFIXED_INNER: three passes over
// the border, no deeper than it), or when the border runs in a loop of its
// function (-DREPEATED).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONE
// RUN: %autolb %s -o %t-calls.c -- -DCALLS 2>&1 | FileCheck %s --check-prefix=EVERY-TOOL
// RUN: %autolb %s -o %t-other.c -- -DOTHER_EXTENT 2>&1 | FileCheck %s --check-prefix=EVERY-TOOL
// RUN: %autolb %s -o %t-fixed.c -- -DFIXED_INNER 2>&1 | FileCheck %s --check-prefix=EVERY-TOOL
// RUN: %autolb %s -o %t-repeated.c -- -DREPEATED 2>&1 | FileCheck %s --check-prefix=EVERY-TOOL
// RUN: FileCheck %s --check-prefix=EVERY-CODE < %t-calls.c
// RUN: FileCheck %s --check-prefix=EVERY-CODE < %t-other.c
// RUN: FileCheck %s --check-prefix=EVERY-CODE < %t-fixed.c
// RUN: FileCheck %s --check-prefix=EVERY-CODE < %t-repeated.c
// RUN: %cc -Werror -DCALLS %s -o %t-calls.seq && %t-calls.seq > %t-calls.expected
// RUN: %mpicc -Werror -DCALLS %t-calls.c -o %t-calls.mpi %libautolb
// RUN: env ALB_ALONE_TRIAL=0 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 3 %t-calls.mpi 2>%t-calls.err | diff %t-calls.expected -
// RUN: FileCheck %s --check-prefix=EVERY < %t-calls.err
// REQUIRES: mpi
#include <stdio.h>

#ifdef OTHER_EXTENT
#define EXTENT k
#else
#define EXTENT n
#endif
#ifdef FIXED_INNER
#define INNER_EXTENT 3
#else
#define INNER_EXTENT EXTENT
#endif

static double grid[600][600];

static double damp(double x) { return x * 0.5; }

static void fill(int n, int k) {
  int i, j, r;
  double carry = 1.0;
  (void) k;
#ifdef REPEATED
  for (r = 0; r < 2; r++)
#else
  r = 0;
#endif
    // TOOL: nest-beside-deeper-replicated-nest-runs-on-one-rank.c:[[@LINE+2]]:5: remark: loop 'j' runs once per call beside the loop nest at line [[@LINE+4]], which stays replicated on every rank, runs over the same extent and nests 2 loops deep against 1: distributing it saves less than the replicated nest costs; when each nest the program distributes only summarizes data or is outweighed by a replicated nest, the program runs on rank 0 alone
    // EVERY-TOOL-NOT: runs on rank 0 alone
    for (j = 0; j < n; j++)
      grid[0][j] = j + r;
  for (i = 1; i < EXTENT; i++)
    for (j = 0; j < INNER_EXTENT; j++) {
#ifdef CALLS
      carry = damp(carry) + grid[i - 1][j];
#else
      carry = carry * 0.5 + grid[i - 1][j];
#endif
      grid[i][j] = carry;
    }
}

int main(void) {
  int n = 600, k = 8;
  fill(n, k);
  printf("%.17g %.17g %.17g\n", grid[n - 1][n - 1], grid[5][5], damp(1.0));
  return 0;
}
// CODE: ALB_REGISTER_FILE(1, 1)
// EVERY-CODE: ALB_REGISTER_FILE(1, 0)
// ALONE: autolb: summary: 1 ranks
// ALONE-NEXT: autolb:   the program's 1 distributed nests only summarize data that replicated code computed, or run beside deeper replicated nests: rank 0 ran it alone, as the sequential program; 2 more ranks waited without computing
// EVERY: autolb: summary: 3 ranks
// EVERY-NOT: rank 0 ran it alone
