// The trial of rank 0 alone runs a stretch in which every execution is
// replicated while the other ranks wait. A nest that does not run
// replicated (an array reduction, here first seen in the program's second
// phase) beginning during that stretch would run distributed and wait for
// them: rank 0 lets them go at once and the trial is void, on every rank
// alike. Before, rank 0 waited out their timeout (twice a stretch) and the
// trial compared times that meant nothing (found by a review). With
// ALB_ALONE_TRIAL=always the period (one step of phase 1, the update and a
// recurrence of 20 ms or more: stretches of at most 3 periods) shows
// after 3 steps and the stretch starts at the fourth, the last: it always
// reaches the array reduction. Output identical at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --env ALB_ALONE_TRIAL=always %t.expected %t.mpi
// RUN: env ALB_ALONE_TRIAL=always ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 2 %t.mpi 2>&1 > %t.out | FileCheck %s
// RUN: cmp %t.expected %t.out
// REQUIRES: mpi
// CHECK: autolb:   trial of rank 0 alone: void: the nest at trial-alone-void-when-a-distributed-nest-begins.c:{{[0-9]+}} ran distributed during the stretch alone
#include <stdio.h>

#define N 20000
#define LONG 2000000
#define M 64
#define R 300

static float weight[N];
static double trace[LONG];
static long hist[M];
static long tab[R][M];

int main(void)
{
    int step, r, i, j;
    float total = 0.0f;

    for (i = 0; i < N; i++)
        weight[i] = (float) (i % 97) / 97.0f;
    trace[0] = 1.0;
    for (step = 0; step < 4; step++) {
        for (i = 0; i < N; i++)
            weight[i] = weight[i] * 0.75f + 0.25f * (float) ((i + step) % 13);
        for (r = 0; r < 10; r++)
            for (i = 1; i < LONG; i++)
                trace[i] = trace[i - 1] * 0.999999 +
                           (double) weight[i % N] * 1e-6;
        total += weight[step];
    }
    for (step = 0; step < 6; step++) {
        for (i = 0; i < R; i++)
            for (j = 0; j < M; j++)
                hist[j] += tab[i][j];
        for (i = 0; i < R; i++)
            for (j = 0; j < M; j++)
                tab[i][j] = (long) (weight[i * 7 + j] * 8) + step;
    }
    printf("%.9g %.17g %ld\n", total, trace[LONG - 1], hist[3]);
    return 0;
}
