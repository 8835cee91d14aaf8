// Loops numbered from 1 that write arrays numbered from 0 (`profile[j - 1]`,
// as programs translated from Fortran and grids with a border write them),
// or from 0 writing at k + 1: every write follows the loop at one offset,
// so iteration j owns element j - 1, and the reads' halos count from there
// (u's column j is one above the owned one). Before, each loop stayed
// sequential: "write to 'profile[j - 1]' is not indexed by 'j' alone".
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK: shifted-owned-elements.c:[[#@LINE+28]]:9: remark: iteration 'j' owns element 'j - 1' of the arrays it distributes
// REMARK: shifted-owned-elements.c:[[#@LINE+34]]:9: remark: iteration 'k' owns element 'k + 1' of the arrays it distributes
// REMARK: shifted-owned-elements.c:[[#@LINE+37]]:9: remark: iteration 'j' owns element 'j - 1' of the arrays it distributes
// REMARK-NOT: WriteNotOwned
/* Column means of a grid with a border: the interior is numbered from 1,
   the results from 0, as programs translated from Fortran write them. */
#include <stdio.h>
#include <stdlib.h>

#define NX 200
#define NY 300

static double u[NX + 2][NY + 2];

int main(void)
{
    double *profile = malloc(NY * sizeof *profile);
    double *smooth = malloc(NY * sizeof *smooth);
    double *odd = calloc(NY, sizeof *odd);
    int i, j, k, step;
    double total = 0.0;

    if (!profile || !smooth || !odd)
        return 1;
    for (i = 0; i < NX + 2; i++)
        for (j = 0; j < NY + 2; j++)
            u[i][j] = ((i * 13 + j * 7) % 17) * 0.125;
    for (step = 0; step < 3; step++) {
        for (j = 1; j <= NY; j++) {
            double s = 0.0;
            for (i = 1; i <= NX; i++)
                s += u[i][j] * (1.0 + 0.01 * u[i][j - 1]);
            profile[j - 1] = s / NX;
        }
        /* smooth[k] from profile[k-1..k+1], k from 1 */
        for (k = 0; k < NY - 2; k++)
            smooth[k + 1] = (profile[k] + profile[k + 1] + profile[k + 2]) / 3.0;
        smooth[0] = profile[0];
        smooth[NY - 1] = profile[NY - 1];
        for (j = 1; j < NY; j += 2)
            odd[j - 1] = smooth[j - 1] - smooth[j];
        for (i = 1; i <= NX; i++)
            for (j = 1; j <= NY; j++)
                u[i][j] += 0.01 * smooth[j - 1];
    }
    for (k = 0; k < NY; k++)
        total += profile[k] * (k + 1) + odd[k];
    printf("total %.9g\n", total); /* a reassociated sum */
    for (k = 0; k < NY; k += 29)
        printf("%d %.17g %.17g %.17g\n", k, profile[k], smooth[k], odd[k]);
    free(odd);
    free(smooth);
    free(profile);
    return 0;
}
