/* gen_points.c: writes a binary point file for kmeans: NPOINTS points of
   NFEATURES features around NBLOBS random centres, from a fixed seed.
   usage: gen_points FILE NPOINTS NFEATURES [NBLOBS] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long state = 88172645463325252ULL;

static double next_uniform(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (double) (state >> 11) / 9007199254740992.0;
}

int main(int argc, char **argv)
{
    FILE  *out;
    int    npoints, nfeatures, nblobs = 6, i, j, b;
    float *centres, *row;

    if (argc < 4) {
        fprintf(stderr, "usage: %s FILE NPOINTS NFEATURES [NBLOBS]\n", argv[0]);
        return 1;
    }
    npoints   = atoi(argv[2]);
    nfeatures = atoi(argv[3]);
    if (argc > 4)
        nblobs = atoi(argv[4]);
    if (npoints < 1 || nfeatures < 1 || nblobs < 1)
        return 1;
    centres = malloc(sizeof(float) * nblobs * nfeatures);
    row     = malloc(sizeof(float) * nfeatures);
    for (i = 0; i < nblobs * nfeatures; i++)
        centres[i] = (float) (100.0 * next_uniform());

    out = fopen(argv[1], "wb");
    if (out == NULL) {
        perror(argv[1]);
        return 1;
    }
    fwrite(&npoints, sizeof(int), 1, out);
    fwrite(&nfeatures, sizeof(int), 1, out);
    for (i = 0; i < npoints; i++) {
        b = (int) (next_uniform() * nblobs);
        for (j = 0; j < nfeatures; j++)
            row[j] = centres[b * nfeatures + j] +
                     (float) (12.0 * (next_uniform() - 0.5));
        fwrite(row, sizeof(float), nfeatures, out);
    }
    fclose(out);
    free(centres);
    free(row);
    return 0;
}
