// --reproducible-reductions: a dot product whose terms span 2^-60 to 2^60
// with both signs, printed with %a. Folded in the sequential order, every
// rank count and mode prints the sequential bits. Without the option the
// ranks' partial sums are added in rank order, which changes the result:
// the static 2-rank run below must differ, so this test can fail. (y is
// filled by a loop of its own, which is distributed: a program whose only
// distributed nest reads what replicated code computed runs on one rank.)
// The summary and the run report say what the fold cost: in static blocks
// each of 2 ranks records the terms of its 10,000 iterations.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: %autolb %s -o %t.reassociated.c
// RUN: %mpicc -Werror %t.reassociated.c -o %t.reassociated %libautolb -lm
// RUN: env ALB_BALANCE=0 ALB_QUIET=1 %alb-mpirun -np 2 %t.reassociated > %t.reassociated.out
// RUN: not cmp -s %t.expected %t.reassociated.out
// RUN: env ALB_BALANCE=0 ALB_SUMMARY=full ALB_QUIET=0 ALB_REPORT=%t.json %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SUMMARY
// RUN: %alb-report-fields %t.json "r['totals']['terms_recorded']" "r['totals']['term_fold_seconds'] > 0" | FileCheck %s --check-prefix=JSON
// REQUIRES: mpi
// SUMMARY: autolb:   reproducible reductions: 1 folded in the sequential order, 1 fold, at most {{[0-9]+}} bytes received, 10000 terms recorded and {{[0-9.e+-]+}} ms folding by a rank
// JSON: r['totals']['terms_recorded'] = 10000
// JSON-NEXT: = True
#include <math.h>
#include <stdio.h>
#define N 20000
static double x[N], y[N];

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = ldexp(1.0 + (i % 7) / 7.0, (i * 37) % 121 - 60);
  for (int i = 0; i < N; i++)
    y[i] = (i % 3 == 0 ? -1.0 : 1.0) * (1.0 + (i % 11) / 11.0);
  double dot = 0.0;
  for (int i = 0; i < N; i++)
    dot += x[i] * y[i];
  printf("dot %a\n", dot);
  return 0;
}
