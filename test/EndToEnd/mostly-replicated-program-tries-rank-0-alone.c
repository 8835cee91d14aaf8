// A time-step loop whose replicated code (a recurrence, sequential by its
// dependence) takes most of each step, beside a short distributed nest and
// a float sum folded in the sequential order: on a node whose ranks share
// the memory, the replicated recurrence runs slower on every rank at once
// than on one. Once the steps' executions repeat (3 periods), rank 0 times
// a stretch of steps distributed, runs the next stretch with every
// execution replicated while the others wait: it goes on alone at the
// first such pair in which the ranks were not faster, and keeps them after
// two pairs in a row they won; the summary and the report show every
// pair's times and the verdict (either, depending on the machine; the
// report's pairs must account for it). The output is the sequential
// program's at 1-4 ranks in every mode. ALB_ALONE_TRIAL=0 and stress mode
// run no trial. The folded sum's nest runs replicated in the trial: each
// rank folds all of its terms alone. Whether the trial runs depends on the
// periods' times (replicated code took most of them, they lasted alike):
// ALB_ALONE_TRIAL=always runs it whatever they were.
// RUN: %autolb --reproducible-reductions %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --env ALB_ALONE_TRIAL=always %t.expected %t.mpi
// RUN: env ALB_ALONE_TRIAL=always ALB_SUMMARY=full ALB_QUIET=0 ALB_REPORT=%t.json %alb-mpirun -np 2 %t.mpi 2>&1 > %t.out | FileCheck %s --check-prefix=TRIAL
// RUN: cmp %t.expected %t.out
// RUN: %alb-report-fields %t.json "r['alone_trial']['period_executions']" "r['alone_trial']['outcome'] == ''" "len(r['alone_trial']['pairs']) in (1, 2)" "all(p['alone_seconds'] > 0 and p['distributed_seconds'] > 0 for p in r['alone_trial']['pairs'])" "r['alone_trial']['went_alone'] == any(p['distributed_seconds'] * 1.05 >= p['alone_seconds'] for p in r['alone_trial']['pairs'])" "r['alone_trial']['went_alone'] or len(r['alone_trial']['pairs']) == 2" | FileCheck %s --check-prefix=JSON
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_ALONE_TRIAL=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_STRESS=7 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// REQUIRES: mpi
// TRIAL: autolb:   trial of rank 0 alone: stretches of {{[0-9]+}} period(s) of 2 executions, distributed/alone: {{[0-9.e+]+/[0-9.e+]+(, [0-9.e+]+/[0-9.e+]+)?}} ms: {{rank 0 went on alone|distributed kept}}
// JSON: r['alone_trial']['period_executions'] = 2
// JSON-NEXT: = True
// JSON-NEXT: = True
// JSON-NEXT: = True
// JSON-NEXT: = True
// JSON-NEXT: = True
// OFF: autolb:   trial of rank 0 alone: off
#include <stdio.h>

#define N 20000
#define LONG 3000000
#define STEPS 60

static float weight[N];
static double trace[LONG];

int main(void)
{
    int step, i;
    float total = 0.0f;

    for (i = 0; i < N; i++)
        weight[i] = (float) (i % 97) / 97.0f;
    trace[0] = 1.0;
    for (step = 0; step < STEPS; step++) {
        float norm = 0.0f;
        for (i = 0; i < N; i++)
            weight[i] = weight[i] * 0.75f + 0.25f * (float) ((i + step) % 13);
        for (i = 0; i < N; i++)
            norm += weight[i] * weight[i];
        for (i = 1; i < LONG; i++)
            trace[i] = trace[i - 1] * 0.999999 + (double) weight[i % N] * 1e-6;
        total += norm;
    }
    printf("%.9g %.17g\n", total, trace[LONG - 1]);
    return 0;
}
