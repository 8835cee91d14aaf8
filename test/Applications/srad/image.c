/* image.c: reading the binary image and the conversions between grey
   levels and the intensities the diffusion works on. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "srad.h"

/* File layout: int rows, int cols, then rows*cols floats row by row. */
void read_image(const char *filename, struct image *img)
{
    FILE  *fp;
    size_t n;

    fp = fopen(filename, "rb");
    if (fp == NULL)
        DIE("cannot open %s", filename);
    if (fread(&img->rows, sizeof(int), 1, fp) != 1 ||
        fread(&img->cols, sizeof(int), 1, fp) != 1)
        DIE("%s: no header", filename);
    if (img->rows < 3 || img->cols < 3 || img->rows > 65536 ||
        img->cols > 65536)
        DIE("%s: bad size %d x %d", filename, img->rows, img->cols);
    n = (size_t) img->rows * img->cols;
    img->pix = (float *) malloc(n * sizeof(float));
    CHECK_ALLOC(img->pix);
    if (fread(img->pix, sizeof(float), n, fp) != n)
        DIE("%s is truncated", filename);
    fclose(fp);
}

void free_image(struct image *img)
{
    free(img->pix);
    img->pix = NULL;
}

/* Log-compressed scanner output back to linear intensity. */
void image_to_intensity(const float *pix, float *J, long npix)
{
    long i;

    #pragma omp parallel for shared(pix, J)
    for (i = 0; i < npix; i++)
        J[i] = expf(pix[i] / 255.0f);
}

void intensity_to_image(const float *J, float *pix, long npix)
{
    long i;

    #pragma omp parallel for shared(pix, J)
    for (i = 0; i < npix; i++)
        pix[i] = logf(J[i]) * 255.0f;
}
