// A program as its authors wrote it for OpenMP: '#pragma omp' on its loops,
// omp.h and omp_get_wtime, a Makefile that passes -fopenmp. Built through
// autolb-mpicc with -fopenmp, it compiles (the directives are comments in
// the output), distributes the marked loops and prints what the program
// built with -fopenmp alone prints, at 1-4 ranks in every mode.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %cc -fopenmp %s -o seq && ./seq > expected
// RUN: %autolb-mpicc-cc -fopenmp --autolb-remarks %s -o mpi 2> remarks
// RUN: FileCheck %s < remarks
// RUN: %run-all-modes expected ./mpi
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 3000

int main(void)
{
    double start = omp_get_wtime();
    long *grid = malloc(N * N * sizeof(long));
    long total = 0;
    int i, j;

    // CHECK-DAG: [[@LINE+2]]:5: remark: loop 'i' distributed
    #pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            grid[i * N + j] = (i * 7 + j * 3) % 11;
    // CHECK-DAG: [[@LINE+3]]:5: remark: loop 'i' distributed
    #pragma omp parallel for private(j) \
        reduction(+:total)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            total += grid[i * N + j] * (j % 5);
    printf("total %ld, timed %d\n", total, omp_get_wtime() >= start);
    free(grid);
    return 0;
}
