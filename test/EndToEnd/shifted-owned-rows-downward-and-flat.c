// Shifted ownership (iteration i owns element i + c when every write
// follows the loop at offset c) for rows of a 2-D array, a flat array
// read as rows, a loop that runs downward, and a column-distributed grid.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// REMARK: shifted-owned-rows-downward-and-flat.c:[[#@LINE+25]]:5: remark: iteration 'i' owns element 'i - 1'
// REMARK: shifted-owned-rows-downward-and-flat.c:[[#@LINE+28]]:5: remark: iteration 'i' owns element 'i + 2'
// REMARK: shifted-owned-rows-downward-and-flat.c:[[#@LINE+30]]:5: remark: iteration 'j' owns element 'j - 1'
// REMARK: shifted-owned-rows-downward-and-flat.c:[[#@LINE+32]]:5: remark: iteration 'i' owns element 'i - 1'
// REMARK-NOT: WriteNotOwned
#include <stdio.h>
#include <stdlib.h>

#define N 120
#define M 80

static double grid[N + 2][M + 2], rows[N][M], cols[N][M];

int main(void)
{
    int i, j, n = N, m = M;
    double *flat = malloc((size_t)n * m * sizeof *flat);
    double *down = malloc((size_t)(n + 3) * sizeof *down);
    double check = 0.0;

    if (!flat || !down)
        return 1;
    for (i = 0; i < N + 2; i++)
        for (j = 0; j < M + 2; j++)
            grid[i][j] = ((i * 5 + j * 11) % 23) * 0.5;
    for (i = 1; i <= N; i++)
        for (j = 1; j <= M; j++)
            rows[i - 1][j - 1] = grid[i - 1][j] + grid[i + 1][j] + grid[i][j];
    /* downward, from the top: element i + 2 of down */
    for (i = n; i >= 1; i--)
        down[i + 2] = rows[i - 1][0] * 2.0 + rows[i - 1][m - 1];
    /* by columns of cols: every write is column j - 1 */
    for (j = 1; j <= M; j++)
        for (i = 0; i < N; i++)
            cols[i][j - 1] = grid[i + 1][j] - rows[i][j - 1];
    for (i = 1; i <= n; i++)
        for (j = 0; j < m; j++)
            flat[(i - 1) * m + j] = cols[i - 1][j] * 0.25 + rows[i - 1][j];
    down[0] = down[1] = down[2] = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            check += flat[i * m + j] * ((i + j) % 5) + down[i + 3];
    printf("check %.9g\n", check); /* a reassociated sum */
    for (i = 0; i < n; i += 17)
        printf("%d %.17g %.17g %.17g %.17g\n", i, rows[i][i % m],
               cols[i][(i * 3) % m], flat[i * m + i % m], down[i + 3]);
    free(down);
    free(flat);
    return 0;
}
