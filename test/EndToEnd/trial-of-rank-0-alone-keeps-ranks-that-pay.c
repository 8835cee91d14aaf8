// A time-step loop whose distributed nest (a compute-bound update, each
// element many dependent multiply-adds) takes most of each step, beside a
// short replicated recurrence. ALB_ALONE_TRIAL=always runs the trial of
// rank 0 alone whatever the replicated share: when the ranks win the first
// pair, they wait for one another (the others ran the stretch alone after
// rank 0), a second pair is timed, and the ranks are kept after two won in
// a row; rank 0 goes on alone at the first pair they lose (the two cores
// of a node interfere: the distributed stretch was 5-10 % faster on one,
// so both happen). Either way the output is the sequential
// program's at 1-4 ranks in every mode, and the report's pairs account for
// the verdict.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --env ALB_ALONE_TRIAL=always %t.expected %t.mpi
// RUN: env ALB_ALONE_TRIAL=always ALB_REPORT=%t.json %alb-mpirun -np 2 %t.mpi > %t.out
// RUN: cmp %t.expected %t.out
// RUN: %alb-report-fields %t.json "r['alone_trial']['outcome'] == ''" "r['alone_trial']['went_alone'] == any(p['distributed_seconds'] * 1.05 >= p['alone_seconds'] for p in r['alone_trial']['pairs'])" "r['alone_trial']['went_alone'] or len(r['alone_trial']['pairs']) == 2" | FileCheck %s
// REQUIRES: mpi
// CHECK: = True
// CHECK-NEXT: = True
// CHECK-NEXT: = True
#include <stdio.h>

#define N 20000
#define ROUNDS 600
#define STEPS 30

static double field[N];
static double history[STEPS + 1];

int main(void)
{
    int step, i, r;

    for (i = 0; i < N; i++)
        field[i] = (double) (i % 89) / 89.0;
    history[0] = 0.5;
    for (step = 0; step < STEPS; step++) {
        for (i = 0; i < N; i++) {
            double x = field[i];
            for (r = 0; r < ROUNDS; r++)
                x = x * 0.999 + 0.001 * (double) ((i + r + step) % 7);
            field[i] = x;
        }
        history[step + 1] = history[step] * 0.5 + field[step % N];
    }
    printf("%.17g %.17g %.17g\n", field[0], field[N - 1], history[STEPS]);
    return 0;
}
