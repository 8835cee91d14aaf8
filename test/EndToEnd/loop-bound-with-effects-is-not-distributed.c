// A loop whose bound is a call with an effect (each call hands out the next
// start, or counts its calls) keeps its loop sequential: the generated code
// evaluates a bound once per check and again where it runs the loop as
// written, so the check saw one start and the loop another, and the calls
// were counted twice (found by a review). A call of a helper that reads its
// arguments only is still a bound, and the loop is distributed.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK-DAG: loop-bound-with-effects-is-not-distributed.c:[[#@LINE+16]]:5: remark: loop 'i' is not distributed: code generation for loop 'i' whose bounds may change when evaluated again (a call or an assignment in them) is not supported yet
// REMARK-DAG: loop-bound-with-effects-is-not-distributed.c:[[#@LINE+22]]:5: remark: loop 'i' is not distributed: code generation for loop 'i' whose bounds may change when evaluated again
// REMARK-DAG: loop-bound-with-effects-is-not-distributed.c:[[#@LINE+28]]:5: remark: loop 'i' distributed as DOALL
#include <stdio.h>
#include <stdlib.h>

static int next_lo = 1;
static int calls;

static int take_lo(void) { return next_lo--; }
static int start_at(int lo) { calls++; return lo; }
static int last_of(int n) { return n - 1; }

static void fill(double *p, const double *q, int n)
{
    int i;
    for (i = take_lo(); i < n; i++)
        p[i - 1] = q[i] * 2.0 + 1.0;
}

static void fill_counted(double *p, const double *q, int lo, int n)
{
    int i;
    for (i = start_at(lo); i < n; i++)
        p[i - 1] = q[i] + 0.5;
}

static void fill_half(double *p, const double *q, int n)
{
    int i;
    for (i = 1; i <= last_of(n); i++)
        p[i - 1] = q[i] * 0.5;
}

int main(void)
{
    int n = 2000, i;
    double *x = calloc(n + 1, sizeof *x), *z = calloc(n + 1, sizeof *z);
    double *y = malloc(n * sizeof *y);

    if (!x || !y || !z)
        return 1;
    for (i = 0; i < n; i++)
        y[i] = i + 0.5;
    fill(x + 1, y, n);
    fill_counted(z + 1, y, 1, n);
    fill_half(z, y, n);
    printf("next_lo %d calls %d x[0] %.17g x[1] %.17g z[1] %.17g\n", next_lo,
           calls, x[0], x[1], z[1]);
    for (i = 0; i <= n; i += 199)
        printf("%d %.17g %.17g\n", i, x[i], z[i]);
    free(z);
    free(y);
    free(x);
    return 0;
}
