/* profile.c: statistics of each column of the grid. */
#include "pathfinder.h"

void column_profile(const struct grid *g, struct column_profile *prof)
{
    int   i, j, rows = g->rows, cols = g->cols;
    int **cost = g->cost;
    long *sum = prof->sum;
    int  *run = prof->run;

    /* Columns are independent; each is scanned top to bottom. */
    #pragma omp parallel for shared(cost, sum, run) private(i)
    for (j = 0; j < cols; j++) {
        long s = 0;
        int  current = 0, longest = 0;
        for (i = 0; i < rows; i++) {
            s += cost[i][j];
            if (cost[i][j] >= OBSTACLE) {
                current++;
                if (current > longest)
                    longest = current;
            } else {
                current = 0;
            }
        }
        sum[j] = s;
        run[j] = longest;
    }
}

void print_profile(const struct grid *g, const struct column_profile *prof)
{
    int           j, cheapest = 0, blocked = 0;
    unsigned long hash = 5381;

    for (j = 0; j < g->cols; j++) {
        if (prof->sum[j] < prof->sum[cheapest])
            cheapest = j;
        if (prof->run[j] > prof->run[blocked])
            blocked = j;
        hash = hash * 33 + (unsigned long) prof->sum[j] * 7 +
               (unsigned long) prof->run[j];
    }
    printf("cheapest column %d (total %ld), longest obstacle %d rows in "
           "column %d, profile hash %lx\n", cheapest, prof->sum[cheapest],
           prof->run[blocked], blocked, hash);
}
