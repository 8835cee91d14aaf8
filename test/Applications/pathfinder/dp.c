/* dp.c: the row-by-row dynamic program. */
#include <string.h>
#include "pathfinder.h"

int min3(int a, int b, int c)
{
    int m = a < b ? a : b;

    return m < c ? m : c;
}

/* Cost of the cheapest path from the top row to each cell of the bottom
   row, into last (cols entries); returns the least of them. */
int cheapest_paths(const struct grid *g, int penalty, int *last)
{
    int   i, j, best, rows = g->rows, cols = g->cols;
    int **cost = g->cost;
    int  *prev = xmalloc(cols * sizeof(int));
    int  *cur  = xmalloc(cols * sizeof(int));
    int  *tmp;

    memcpy(prev, cost[0], cols * sizeof(int));
    for (i = 1; i < rows; i++) {
        /* A cell's cost depends on the row above only. The edges reuse
           their own column for the missing neighbour. */
        #pragma omp parallel for shared(prev, cur, cost) firstprivate(i, penalty)
        for (j = 0; j < cols; j++) {
            int left  = prev[j > 0 ? j - 1 : j];
            int right = prev[j < cols - 1 ? j + 1 : j];
            cur[j] = cost[i][j] + min3(left + penalty, prev[j], right + penalty);
        }
        tmp  = prev;
        prev = cur;
        cur  = tmp;
    }

    best = prev[0];
    for (j = 0; j < cols; j++) {
        last[j] = prev[j];
        if (prev[j] < best)
            best = prev[j];
    }
    free(prev);
    free(cur);
    return best;
}
