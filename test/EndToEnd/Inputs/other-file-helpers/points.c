/* Assigns points to their nearest centre with helpers of another file. */
#include <stdio.h>
#include <stdlib.h>
#include "helpers.h"

#define NPOINTS 400
#define NCENTRES 7
#define DIM 3

static double **alloc_rows(int rows, int cols)
{
    double **m = malloc(rows * sizeof *m);
    int r;

    if (m == NULL)
        return NULL;
    m[0] = malloc((size_t) rows * cols * sizeof **m);
    if (m[0] == NULL) {
        free(m);
        return NULL;
    }
    for (r = 1; r < rows; r++)
        m[r] = m[r - 1] + cols;
    return m;
}

int main(void)
{
    double **pts = alloc_rows(NPOINTS, DIM);
    double **centres = alloc_rows(NCENTRES, DIM);
    int *owner = malloc(NPOINTS * sizeof *owner);
    unsigned seed = 12345u;
    long spread = 0, checksum = 0;
    int i, c, d;

    if (pts == NULL || centres == NULL || owner == NULL) {
        fprintf(stderr, "points: out of memory\n");
        return 1;
    }
    for (i = 0; i < NPOINTS; i++)
        for (d = 0; d < DIM; d++) {
            seed = seed * 1103515245u + 12345u;
            pts[i][d] = (double) (seed >> 16 & 0x7fff) / 327.68;
        }
    for (c = 0; c < NCENTRES; c++)
        for (d = 0; d < DIM; d++)
            centres[c][d] = pts[c * 53][d];

    for (i = 0; i < NPOINTS; i++) {
        owner[i] = nearest(pts[i], centres, NCENTRES, DIM);
        spread += (long) sqdist(pts[i], centres[owner[i]], DIM);
    }

    for (i = 0; i < NPOINTS; i++)
        checksum = (checksum * 31 + owner[i]) % 1000003;
    printf("checksum %ld spread %ld calls %ld\n", checksum, spread,
           helper_calls());
    free(owner);
    free(pts[0]);
    free(pts);
    free(centres[0]);
    free(centres);
    return 0;
}
