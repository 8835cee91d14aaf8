/* chip.c: the chip model: initial temperatures, power map, coefficients. */
#include <stdio.h>
#include <stdlib.h>
#include "hotspot3d.h"

static unsigned int lcg(unsigned int *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 16) & 0x7fff;
}

void chip_init(struct chip *c, int nx, int ny, int nz, unsigned int seed)
{
    int    x, y, z, size = nx * ny * nz;
    float  chipHeight = 0.016f, chipWidth = 0.016f, t_chip = 0.0005f;

    c->nx = nx;
    c->ny = ny;
    c->nz = nz;
    c->dx = chipHeight / nx;
    c->dy = chipWidth / ny;
    c->dz = t_chip / nz;
    c->power = (float *) malloc(size * sizeof(float));
    c->temp  = (float *) malloc(size * sizeof(float));
    if (c->power == NULL || c->temp == NULL) {
        fprintf(stderr, "chip_init: out of memory\n");
        exit(1);
    }
    /* A few hot blocks on a background of weak random dissipation; the
       initial temperature is a little above ambient, with noise. */
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                int   i = z * nx * ny + y * nx + x;
                float p = 0.002f * (float) lcg(&seed) / 32768.0f;
                if (((x / 8) + (y / 8) + z) % 5 == 0)
                    p += 0.01f;
                c->power[i] = p;
                c->temp[i]  = 320.0f + 10.0f * (float) lcg(&seed) / 32768.0f;
            }
}

void chip_free(struct chip *c)
{
    free(c->power);
    free(c->temp);
}

void chip_coefficients(const struct chip *c, struct coeffs *k)
{
    float Cap  = FACTOR_CHIP * SPEC_HEAT_SI * 0.0005f * c->dx * c->dy;
    float Rx   = c->dy / (2.0 * K_SI * 0.0005f * c->dx);
    float Ry   = c->dx / (2.0 * K_SI * 0.0005f * c->dy);
    float Rz   = c->dz / (K_SI * c->dx * c->dy);
    float max_slope = MAX_PD / (FACTOR_CHIP * 0.0005f * SPEC_HEAT_SI);
    float dt   = PRECISION / max_slope;

    k->stepDivCap = dt / Cap;
    k->ce = k->cw = k->stepDivCap / Rx;
    k->cn = k->cs = k->stepDivCap / Ry;
    k->ct = k->cb = k->stepDivCap / Rz;
    k->cc = 1.0f - (2.0f * k->ce + 2.0f * k->cn + 3.0f * k->ct);
}
