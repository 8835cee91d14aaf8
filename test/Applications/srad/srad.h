/* srad.h: speckle reducing anisotropic diffusion of an ultrasound-like
   image. The image is rows x cols floats, row-major, pixel (i, j) at
   [i * cols + j]. */
#ifndef SRAD_H
#define SRAD_H

#include <stdio.h>
#include <stdlib.h>

/* Fatal errors: print where and why, then stop. */
#define DIE(...)                                                        \
    do {                                                                \
        fprintf(stderr, "srad: " __VA_ARGS__);                          \
        fprintf(stderr, "\n");                                          \
        exit(1);                                                        \
    } while (0)
#define CHECK_ALLOC(p)                                                  \
    do {                                                                \
        if ((p) == NULL)                                                \
            DIE("out of memory at %s:%d", __FILE__, __LINE__);          \
    } while (0)

struct image {
    int    rows, cols;
    float *pix;          /* grey levels, 0 .. 255 */
};

/* Region of interest whose statistics estimate the speckle scale;
   inclusive bounds. */
struct roi {
    int r1, r2, c1, c2;
};

/* Work arrays of the diffusion: clamped neighbour indices, the four
   directional derivatives and the diffusion coefficient per pixel. */
struct srad_work {
    int    rows, cols;
    int   *iN, *iS, *jW, *jE;
    float *dN, *dS, *dW, *dE;
    float *c;
};

/* image.c */
void   read_image(const char *filename, struct image *img);
void   free_image(struct image *img);
void   image_to_intensity(const float *pix, float *J, long npix);
void   intensity_to_image(const float *J, float *pix, long npix);

/* srad.c */
void   srad_work_alloc(struct srad_work *w, int rows, int cols);
void   srad_work_free(struct srad_work *w);
float  diffusion_coeff(float Jc, float dN, float dS, float dW, float dE,
                       float q0sqr);
float  roi_q0sqr(const float *J, int cols, const struct roi *r);
void   srad_step(float *J, struct srad_work *w, float q0sqr, float lambda);

#endif
