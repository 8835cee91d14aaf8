// Most math functions set errno on a domain or range error, and lgamma
// sets signgam. Where the program reads either, a loop calling them,
// directly or through a helper, stays sequential: distributed, the write
// happens on the rank that ran the failing iteration, and the output rank
// reads the value from before the loop. Another file of the program that
// reads errno counts too (--program-source). Where nothing reads them, the
// functions are pure and the loops distributed (-DQUIET). Before, they were
// pure everywhere (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: %autolb %s -o %t-quiet.c -- -DQUIET 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: %autolb --program-source=%S/Inputs/reads-errno.c %s -o %t-other.c -- -DQUIET -DOTHER 2>&1 | FileCheck %s --check-prefix=OTHER
// REQUIRES: mpi
#include <errno.h>
#include <math.h>
#include <stdio.h>

#define N 4000
double x[N], y[N], z[N], g[N];

double safe_log(double v) { return log(v); }
double log_gamma(double v) { return lgamma(v); }

int main(void) {
  int i;
  for (i = 0; i < N; i++)
    x[i] = i == N - 10 ? -1.0 : 1.0 + i;
#ifndef QUIET
  errno = 0;
#endif
  // REMARK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: call to 'safe_log' may have effects beyond its result: it calls 'log': it may set errno, which the program reads
  // QUIET: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
  // OTHER: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'safe_log' may have effects beyond its result: it calls 'log': it may set errno, which the program reads
  for (i = 0; i < N; i++)
    y[i] = safe_log(x[i]);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'sqrt' may have effects beyond its result: it may set errno, which the program reads
  for (i = 0; i < N; i++)
    z[i] = sqrt(x[i]);
#ifndef QUIET
  if (errno == EDOM)
    printf("domain error\n");
#endif
  // REMARK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: call to 'log_gamma' may have effects beyond its result: it calls 'lgamma': it sets signgam, which the program reads
  // QUIET: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (i = 0; i < N; i++)
    g[i] = log_gamma(i == N - 1 ? -0.5 : 1.0 + i * 0.01);
#ifndef QUIET
  printf("sign of gamma at the last argument: %d\n", signgam);
#endif
  printf("%.17g %.17g %.17g %.17g\n", y[N - 1], z[N - 2], g[N - 2], g[N - 1]);
  return 0;
}
