/* main.c: usage: srad -i FILE [-n ITERATIONS] [-l LAMBDA] [-r R1 R2 C1 C2]
   Despeckles the image of FILE; the region R1..R2 x C1..C2 (inclusive)
   should hold speckle only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "srad.h"

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s -i FILE [-n iterations] [-l lambda] "
            "[-r r1 r2 c1 c2]\n", argv0);
    exit(1);
}

static void print_summary(const float *pix, int rows, int cols)
{
    long         i, n = (long) rows * cols;
    float        lo = pix[0], hi = pix[0];
    double       total = 0.0;
    unsigned int hash = 2166136261u;
    int          p;

    for (i = 0; i < n; i++) {
        if (pix[i] < lo) lo = pix[i];
        if (pix[i] > hi) hi = pix[i];
        total += pix[i];
        /* grey levels to 1/100 */
        hash = (hash ^ (unsigned int) (long) (pix[i] * 100.0f + 0.5f)) *
               16777619u;
    }
    printf("min %.6f max %.6f mean %.10e\n", lo, hi, total / n);
    printf("image hash %08x\n", hash);
    for (p = 0; p < 5; p++) {
        int r = (rows - 1) * p / 4, c = (cols - 1) * (4 - p) / 4;
        printf("pixel (%d, %d) %.6e\n", r, c, pix[(long) r * cols + c]);
    }
}

int main(int argc, char **argv)
{
    char            *filename = NULL;
    int              niter = 20, iter, i;
    float            lambda = 0.5f, q0sqr;
    struct roi       roi = { -1, -1, -1, -1 };
    struct image     img;
    struct srad_work work;
    float           *J;
    long             npix;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-i") == 0 && i + 1 < argc)
            filename = argv[++i];
        else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            niter = atoi(argv[++i]);
        else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc)
            lambda = (float) atof(argv[++i]);
        else if (strcmp(argv[i], "-r") == 0 && i + 4 < argc) {
            roi.r1 = atoi(argv[++i]);
            roi.r2 = atoi(argv[++i]);
            roi.c1 = atoi(argv[++i]);
            roi.c2 = atoi(argv[++i]);
        } else
            usage(argv[0]);
    }
    if (filename == NULL || niter < 0 || lambda <= 0.0f)
        usage(argv[0]);

    read_image(filename, &img);
    if (roi.r1 < 0) {
        /* default: a band near the top, above the structures */
        roi.r1 = 0;
        roi.r2 = img.rows / 8;
        roi.c1 = img.cols / 4;
        roi.c2 = img.cols - 1 - img.cols / 4;
    }
    if (roi.r1 > roi.r2 || roi.c1 > roi.c2 || roi.r2 >= img.rows ||
        roi.c2 >= img.cols)
        DIE("region %d..%d x %d..%d is outside the %d x %d image",
            roi.r1, roi.r2, roi.c1, roi.c2, img.rows, img.cols);
    printf("image %d x %d, %d iterations, lambda %.3f, region %d..%d x %d..%d\n",
           img.rows, img.cols, niter, lambda, roi.r1, roi.r2, roi.c1, roi.c2);

    npix = (long) img.rows * img.cols;
    J = (float *) malloc(npix * sizeof(float));
    CHECK_ALLOC(J);
    srad_work_alloc(&work, img.rows, img.cols);

    image_to_intensity(img.pix, J, npix);
    for (iter = 0; iter < niter; iter++) {
        q0sqr = roi_q0sqr(J, img.cols, &roi);
        if (iter % 10 == 0 || iter == niter - 1)
            printf("iteration %d: q0sqr %.8e\n", iter, q0sqr);
        srad_step(J, &work, q0sqr, lambda);
    }
    intensity_to_image(J, img.pix, npix);

    print_summary(img.pix, img.rows, img.cols);

    srad_work_free(&work);
    free(J);
    free_image(&img);
    return 0;
}
