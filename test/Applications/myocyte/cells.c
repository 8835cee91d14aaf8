/* cells.c: the parameter file and the population's storage.
   File: a line "cells N", then one line per cell:
   g_na g_cal g_kr g_ks g_k1 g_leak inak_max k_ncx k_rel temp
   stim_amp stim_period stim_start */
#include <string.h>
#include "myocyte.h"

static void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes);

    CHECK(p != NULL, "out of memory (%zu bytes)", bytes);
    return p;
}

/* Resting state of a cell before any pacing. */
void init_state(double *y)
{
    y[V_M]   = -86.0;
    y[NA_M]  = 0.0015;
    y[NA_H]  = 0.75;
    y[NA_J]  = 0.75;
    y[CA_D]  = 0.0002;
    y[CA_F]  = 1.0;
    y[K_XR]  = 0.0;
    y[K_XS]  = 0.003;
    y[CA_I]  = 0.0001;
    y[CA_SR] = 0.6;
    y[NA_I]  = 10.0;
    y[K_I]   = 138.0;
}

void read_population(const char *filename, struct population *pop)
{
    FILE               *fp;
    int                 c, n;
    struct cell_params *q;

    fp = fopen(filename, "r");
    CHECK(fp != NULL, "cannot open %s", filename);
    CHECK(fscanf(fp, " cells %d", &n) == 1 && n > 0,
          "%s: no cell count", filename);

    pop->ncells  = n;
    pop->params  = xmalloc(n * sizeof(struct cell_params));
    pop->summary = xmalloc(n * sizeof(struct cell_summary));
    /* One block of states, a row per cell. */
    pop->state    = xmalloc(n * sizeof(double *));
    pop->state[0] = xmalloc((size_t) n * NSTATE * sizeof(double));
    for (c = 1; c < n; c++)
        pop->state[c] = pop->state[c - 1] + NSTATE;

    for (c = 0; c < n; c++) {
        q = &pop->params[c];
        CHECK(fscanf(fp, "%lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf",
                     &q->g_na, &q->g_cal, &q->g_kr, &q->g_ks, &q->g_k1,
                     &q->g_leak, &q->inak_max, &q->k_ncx, &q->k_rel,
                     &q->temp, &q->stim_amp, &q->stim_period,
                     &q->stim_start) == 13,
              "%s: cell %d: bad parameter line", filename, c);
        CHECK(q->temp > 250.0 && q->stim_period > STIM_DUR,
              "%s: cell %d: parameters out of range", filename, c);
        init_state(pop->state[c]);
    }
    fclose(fp);
    memset(pop->summary, 0, n * sizeof(struct cell_summary));
}

void free_population(struct population *pop)
{
    free(pop->state[0]);
    free(pop->state);
    free(pop->params);
    free(pop->summary);
    pop->ncells = 0;
}
