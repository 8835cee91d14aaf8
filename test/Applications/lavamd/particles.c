/* particles.c: reads the particle file and sorts the particles by box.
   File layout (text): "DIM N" on the first line, then N lines "x y z q"
   with 0 <= x, y, z < DIM. */
#include <stdio.h>
#include <stdlib.h>
#include "lavamd.h"

void read_particles(const char *filename, system_t *s)
{
    FILE   *fp;
    long    n, i, *fill;
    int     dim, b;
    vec3   *raw;
    double *rawq;
    int    *home;

    fp = fopen(filename, "r");
    if (fp == NULL)
        FAIL("cannot open %s", filename);
    if (fscanf(fp, "%d %ld", &dim, &n) != 2 || dim < 1 || dim > 64 || n < 1)
        FAIL("%s: bad header", filename);
    XMALLOC(raw, n);
    XMALLOC(rawq, n);
    XMALLOC(home, n);
    for (i = 0; i < n; i++) {
        if (fscanf(fp, "%lf %lf %lf %lf", &raw[i].x, &raw[i].y, &raw[i].z,
                   &rawq[i]) != 4)
            FAIL("%s: particle %ld is missing", filename, i);
        home[i] = box_of(dim, raw[i].x, raw[i].y, raw[i].z);
        if (home[i] < 0)
            FAIL("%s: particle %ld lies outside the cube", filename, i);
    }
    fclose(fp);

    s->dim        = dim;
    s->nboxes     = dim * dim * dim;
    s->nparticles = n;
    XMALLOC(s->boxes, s->nboxes);
    XMALLOC(s->pos, n);
    XMALLOC(s->charge, n);
    XMALLOC(fill, s->nboxes);

    /* counting sort by box, keeping the file order within a box */
    for (b = 0; b < s->nboxes; b++)
        s->boxes[b].count = 0;
    for (i = 0; i < n; i++)
        s->boxes[home[i]].count++;
    s->boxes[0].offset = 0;
    for (b = 1; b < s->nboxes; b++)
        s->boxes[b].offset = s->boxes[b - 1].offset + s->boxes[b - 1].count;
    for (b = 0; b < s->nboxes; b++)
        fill[b] = s->boxes[b].offset;
    for (i = 0; i < n; i++) {
        long at = fill[home[i]]++;
        s->pos[at]    = raw[i];
        s->charge[at] = rawq[i];
    }
    free(fill);
    free(home);
    free(rawq);
    free(raw);
}

void free_system(system_t *s)
{
    free(s->boxes);
    free(s->pos);
    free(s->charge);
    s->boxes = NULL;
}
