// A helper writes p[i - 1] for i from n - 1 down to lo, and a caller passes
// p = x + 1 and lo = 0: the last iteration writes x[0], below p's first
// element, where the run-time keeps no slice. The nest runs distributed only after a
// check that its lowest slice is at least 0; otherwise as written on every
// rank. A loop whose constant bound starts it below 0 stays sequential.
// Before, the write of x[0] stayed on the rank that ran it (found by a
// review: "0 0" printed instead of "0 2").
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK-DAG: pointer-into-array-may-start-below-its-slices.c:[[#@LINE+8]]:5: remark: loop 'i' distributed as DOALL {{.*}}when its lowest iteration does not reach below the first element of its arrays
// REMARK-DAG: pointer-into-array-may-start-below-its-slices.c:[[#@LINE+14]]:5: remark: loop 'i' is not distributed: code generation for a loop whose lowest slice lies below the first element of its arrays is not supported yet [-Ralb-missed=WriteNotOwned]
#include <stdio.h>
#include <stdlib.h>

static void scale_down_to(double *p, const double *q, int lo, int n)
{
    int i;
    for (i = n - 1; i >= lo; i--)
        p[i - 1] = q[i] * 2.0 + 1.0;
}

static void fill_below(double *p, const double *q, int n)
{
    int i;
    for (i = n - 1; i >= 0; i--)
        p[i - 1] = q[i] + 0.25;
}

int main(void)
{
    int n = 1000, i, round;
    double *x = calloc(n + 1, sizeof *x), *z = calloc(n + 1, sizeof *z);
    double *y = malloc(n * sizeof *y);

    if (!x || !y || !z)
        return 1;
    for (i = 0; i < n; i++)
        y[i] = i + 0.5;
    for (round = 1; round >= 0; round--) {
        scale_down_to(x + 1, y, round, n);
        fill_below(z + 1, y, n);
        printf("round %d: %.17g %.17g %.17g\n", round, x[0], x[1], z[0]);
    }
    for (i = 0; i <= n; i += 97)
        printf("%d %.17g %.17g\n", i, x[i], z[i]);
    free(y);
    free(z);
    free(x);
    return 0;
}
