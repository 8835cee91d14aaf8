/* hotspot3d.h: transient thermal simulation of a stacked chip, a 7-point
   stencil over nz layers of nx * ny cells. */
#ifndef HOTSPOT3D_H
#define HOTSPOT3D_H

/* Chip parameters. */
#define STR_SIZE    256
#define MAX_PD      (3.0e6)
#define PRECISION   0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI        100
#define FACTOR_CHIP 0.5
#define AMB_TEMP    80.0f

struct chip {
    int    nx, ny, nz;
    float  dx, dy, dz;   /* cell size */
    float *power;        /* nx*ny*nz, indexed z*nx*ny + y*nx + x */
    float *temp;
};

struct coeffs {
    float cc, cw, ce, cn, cs, ct, cb;
    float stepDivCap;
};

/* chip.c */
void  chip_init(struct chip *c, int nx, int ny, int nz, unsigned int seed);
void  chip_free(struct chip *c);
void  chip_coefficients(const struct chip *c, struct coeffs *k);

/* solver.c */
void  hotspot_step(float *pIn, float *tIn, float *tOut, int nx, int ny,
                   int nz, const struct coeffs *k);
float *hotspot_run(float *pIn, float *tIn, float *tOut, int nx, int ny,
                   int nz, const struct coeffs *k, int numiter);

/* output.c */
void  write_summary(float *t, int nx, int ny, int nz);

#endif
