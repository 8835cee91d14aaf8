/* gen_particles.c: writes a particle file for lavamd: N particles in a
   cube of DIM boxes a side, denser towards one corner so that the boxes
   hold unequal numbers, with charges in [0.1, 1).
   usage: gen_particles FILE DIM N [SEED] */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 1;

static double uniform(void)
{
    seed = seed * 1664525u + 1013904223u;
    return (double) (seed >> 8) / 16777216.0;
}

/* in [0, dim): uniform squared pulls towards 0 */
static double coordinate(int dim)
{
    double u = uniform();
    return dim * (0.5 * u + 0.5 * u * u);
}

int main(int argc, char **argv)
{
    FILE *fp;
    int   dim;
    long  n, i;

    if (argc < 4) {
        fprintf(stderr, "usage: %s FILE DIM N [SEED]\n", argv[0]);
        return 1;
    }
    dim = atoi(argv[2]);
    n   = atol(argv[3]);
    if (argc > 4)
        seed = (unsigned int) atol(argv[4]);
    if (dim < 1 || n < 1)
        return 1;
    fp = fopen(argv[1], "w");
    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(fp, "%d %ld\n", dim, n);
    for (i = 0; i < n; i++) {
        double x = coordinate(dim), y = coordinate(dim), z = coordinate(dim);
        fprintf(fp, "%.6f %.6f %.6f %.4f\n", x, y, z, 0.1 + 0.9 * uniform());
    }
    fclose(fp);
    return 0;
}
