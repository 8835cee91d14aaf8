/* output.c: prints a summary of the final temperature field. */
#include <stdio.h>
#include "hotspot3d.h"

void write_summary(float *t, int nx, int ny, int nz)
{
    int          x, y, z, i;
    float        tmax = t[0], tmin = t[0];
    unsigned int hash = 2166136261u;

    for (i = 0; i < nx * ny * nz; i++) {
        if (t[i] > tmax) tmax = t[i];
        if (t[i] < tmin) tmin = t[i];
    }
    printf("min %.6f max %.6f\n", tmin, tmax);
    /* A hash of every cell rounded to 1e-3 K. */
    for (i = 0; i < nx * ny * nz; i++) {
        unsigned int v = (unsigned int) (t[i] * 1000.0f + 0.5f);
        hash = (hash ^ v) * 16777619u;
    }
    printf("field hash %08x\n", hash);
    /* A few probes along the diagonal of every layer. */
    for (z = 0; z < nz; z++) {
        printf("layer %d:", z);
        for (i = 0; i < 4; i++) {
            x = (nx - 1) * i / 3;
            y = (ny - 1) * i / 3;
            printf(" %.7e", t[z * nx * ny + y * nx + x]);
        }
        printf("\n");
    }
}
