/* grid.c: the binary grid file: int rows, int cols, then rows * cols
   ints row by row. */
#include "pathfinder.h"

void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes);

    CHECK(p != NULL, "out of memory (%zu bytes)", bytes);
    return p;
}

void read_grid(const char *filename, struct grid *g)
{
    FILE *fp;
    int   i, dims[2];

    fp = fopen(filename, "rb");
    CHECK(fp != NULL, "cannot open %s", filename);
    CHECK(fread(dims, sizeof(int), 2, fp) == 2, "%s: no header", filename);
    CHECK(dims[0] > 0 && dims[1] > 0, "%s: bad size %d x %d", filename,
          dims[0], dims[1]);
    g->rows = dims[0];
    g->cols = dims[1];
    g->cost = xmalloc(g->rows * sizeof(int *));
    g->cost[0] = xmalloc((size_t) g->rows * g->cols * sizeof(int));
    for (i = 1; i < g->rows; i++)
        g->cost[i] = g->cost[i - 1] + g->cols;
    for (i = 0; i < g->rows; i++)
        CHECK(fread(g->cost[i], sizeof(int), g->cols, fp) == (size_t) g->cols,
              "%s: row %d is truncated", filename, i);
    fclose(fp);
}

void free_grid(struct grid *g)
{
    free(g->cost[0]);
    free(g->cost);
    g->cost = NULL;
}
