// A loop calling functions of another file, distributed on their summaries
// (--program-source), runs as written on every rank where the code linked
// is not the code summarized: there the calls may run distributed nests of
// their own and return with arrays distributed, so every array must be
// made whole before the loop reads them. The loop as written had no sync
// after the calls: `b[i] = a[i] + ...` read slices of 'a' that other ranks
// had computed (np=2: 821474.5 instead of 849973.5). Every nest execution
// now ends with every array whole while the loop runs as written.
// RUN: %autolb %s --program-source=%S/Inputs/summarized-bump-and-level.c -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %autolb %S/Inputs/linked-bump-and-level.c -o %t.linked.c 2> /dev/null
// RUN: %cc %s %S/Inputs/linked-bump-and-level.c -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c %t.linked.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 100000

void bump(double *a, int i);
double level(const double *c, int i);

double a[N], b[N], c[N];

int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        a[i] = c[i] = i % 7;
    // REMARK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL {{.*}}where the functions of other files it calls are linked as their code was summarized (2 symbols
    for (i = 0; i < N; i++) {
        bump(a, i);
        b[i] = a[i] + level(c, i);
    }
    for (i = 0; i < N; i++)
        s += b[i] * (i % 3);
    printf("%.1f %.1f %.1f\n", s, a[N - 1], c[N - 1]);
    return 0;
}

// CODE: else { /* autolb: other files' code is not the code summarized, or the arrays overlap: the loop as written, on every rank, every array whole after each nest the calls run */
// CODE-NEXT: alb_sync_all();
// CODE-NEXT: alb_whole_after_nests(1);
// CODE-NEXT: for (i = 0; i < N; i++) {
// CODE-NEXT: bump(a, i);
// CODE-NEXT: b[i] = a[i] + level(c, i);
// CODE-NEXT: }
// CODE-NEXT: alb_whole_after_nests(0);
