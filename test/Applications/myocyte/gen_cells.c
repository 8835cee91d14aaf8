/* gen_cells.c: writes a parameter file for myocyte: N cells whose
   conductances, temperature and pacing vary around nominal values, a few
   of them stimulated too weakly to fire.
   usage: gen_cells FILE NCELLS [SEED] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long state = 0x9e3779b97f4a7c15ULL;

static double uniform(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (double) (state >> 11) / 9007199254740992.0;
}

/* nominal * (1 +- spread) */
static double vary(double nominal, double spread)
{
    return nominal * (1.0 + spread * (2.0 * uniform() - 1.0));
}

int main(int argc, char **argv)
{
    FILE *fp;
    int   n, c;

    if (argc < 3) {
        fprintf(stderr, "usage: %s FILE NCELLS [SEED]\n", argv[0]);
        return 1;
    }
    n = atoi(argv[2]);
    if (n < 1)
        return 1;
    if (argc > 3)
        state += (unsigned long long) atol(argv[3]);
    fp = fopen(argv[1], "w");
    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(fp, "cells %d\n", n);
    for (c = 0; c < n; c++) {
        double amp = uniform() < 0.05 ? vary(8.0, 0.3) : vary(50.0, 0.2);

        fprintf(fp, "%.6f %.6f %.6f %.6f %.6f %.8f %.6f %.3f %.6f %.3f ",
                vary(14.8, 0.2), vary(0.1, 0.25), vary(0.1, 0.3),
                vary(0.08, 0.3), vary(0.8, 0.15), vary(0.0003, 0.2),
                vary(1.2, 0.1), vary(1000.0, 0.2), vary(0.08, 0.25),
                vary(309.0, 0.008));
        fprintf(fp, "%.4f %.3f %.3f\n", amp, vary(650.0, 0.5),
                20.0 * uniform());
    }
    fclose(fp);
    return 0;
}
