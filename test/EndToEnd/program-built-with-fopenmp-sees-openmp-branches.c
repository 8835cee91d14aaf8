// A program written for OpenMP may keep two versions of a loop, the
// OpenMP one under '#ifdef _OPENMP': built with -fopenmp, that is the one
// compiled, so it is the one autolb must rewrite. autolb parses without
// -fopenmp (CodeGen/PragmaLines.h) but with _OPENMP defined as -fopenmp
// defines it, and autolb-mpicc passes -fopenmp on to it. Before, the tool
// saw the #else branch and distributed the first loop, while the output
// compiled the #ifdef branch as written, reading 'a' without a sync: at
// 2 ranks the sum was 2550006 for 4999996.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %cc -fopenmp %s -o seq && ./seq > expected
// RUN: %autolb-mpicc-cc -fopenmp %s -o mpi
// RUN: %run-all-modes expected ./mpi
// RUN: %autolb-tool %s -o direct.c -- -fopenmp
// RUN: sed "/^ *\/\//d" direct.c | FileCheck %s
// CHECK-LABEL: int main(
// CHECK: #ifdef _OPENMP
// CHECK-NEXT: /* autolb: not applied in the MPI program: '#pragma omp parallel for private(j) reduction(+:s)' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed
// CHECK: #else
// CHECK-NEXT: for (i = 0; i < N; i++)
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 1000
static double a[N][N];

int main(void)
{
    int i, j;
    double s = 0;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (i * 7 + j * 3) % 11;
#ifdef _OPENMP
#pragma omp parallel for private(j) reduction(+:s)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j];
#else
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j];
#endif
    printf("%.1f\n", s);
    return 0;
}
