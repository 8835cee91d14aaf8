/* gen_frames.c: writes a binary frame file for tracking: a textured scene
   turning slowly about the centre of the image and drifting, with noise.
   usage: gen_frames FILE WIDTH HEIGHT FRAMES [SEED] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define COARSE 48    /* lattice points per period, and pixels per cell */
#define FINE   128
#define C_CELL 9.0
#define F_CELL 3.0

static unsigned int seed = 2463534242u;

static unsigned int next_rand(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

static double coarse[COARSE][COARSE], fine[FINE][FINE];

static double smooth(double t)
{
    return t * t * (3.0 - 2.0 * t);
}

/* Value noise on a periodic lattice of n x n points, cell pixels apart. */
static double lattice(double *g, int n, double cell, double u, double v)
{
    double fu = floor(u / cell), fv = floor(v / cell);
    double tu = smooth(u / cell - fu), tv = smooth(v / cell - fv);
    int    i0 = ((int) fmod(fu, n) + n) % n, j0 = ((int) fmod(fv, n) + n) % n;
    int    i1 = (i0 + 1) % n, j1 = (j0 + 1) % n;
    double a = g[j0 * n + i0] + tu * (g[j0 * n + i1] - g[j0 * n + i0]);
    double b = g[j1 * n + i0] + tu * (g[j1 * n + i1] - g[j1 * n + i0]);

    return a + tv * (b - a);
}

int main(int argc, char **argv)
{
    FILE          *fp;
    int            w, h, nframes, k, x, y, i, j, header[3];
    unsigned char *img;
    double         cx, cy;

    if (argc < 5) {
        fprintf(stderr, "usage: %s FILE WIDTH HEIGHT FRAMES [SEED]\n", argv[0]);
        return 1;
    }
    w = atoi(argv[2]);
    h = atoi(argv[3]);
    nframes = atoi(argv[4]);
    if (argc > 5)
        seed += (unsigned int) atoi(argv[5]);
    if (w < 16 || h < 16 || nframes < 1)
        return 1;
    for (j = 0; j < COARSE; j++)
        for (i = 0; i < COARSE; i++)
            coarse[j][i] = (double) (next_rand() % 1000) / 1000.0;
    for (j = 0; j < FINE; j++)
        for (i = 0; i < FINE; i++)
            fine[j][i] = (double) (next_rand() % 1000) / 1000.0;

    img = malloc((size_t) w * h);
    fp = fopen(argv[1], "wb");
    if (img == NULL || fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    header[0] = w;
    header[1] = h;
    header[2] = nframes;
    fwrite(header, sizeof(int), 3, fp);
    cx = 0.5 * w;
    cy = 0.5 * h;
    for (k = 0; k < nframes; k++) {
        /* Frame k sees the scene turned by k * 0.25 degrees and moved
           by k * (1.4, -0.7) pixels. */
        double a = -k * 0.25 * 3.14159265358979 / 180.0;
        double ca = cos(a), sa = sin(a);
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                double u = cx + ca * (x - cx) - sa * (y - cy) - 1.4 * k;
                double v = cy + sa * (x - cx) + ca * (y - cy) + 0.7 * k;
                double val = 40.0 + 150.0 * lattice(&coarse[0][0], COARSE, C_CELL, u, v) +
                             50.0 * lattice(&fine[0][0], FINE, F_CELL, u, v) +
                             0.4 * k + (double) (next_rand() % 9) - 4.0;
                if (val < 0.0)
                    val = 0.0;
                if (val > 255.0)
                    val = 255.0;
                img[(size_t) y * w + x] = (unsigned char) val;
            }
        fwrite(img, 1, (size_t) w * h, fp);
    }
    fclose(fp);
    free(img);
    return 0;
}
