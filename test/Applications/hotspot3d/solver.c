/* solver.c: the explicit time stepping. */
#include <stdio.h>
#include <stdlib.h>
#include "hotspot3d.h"

/* One step: tOut from tIn. Cells on a face use their own temperature for
   the missing neighbour. */
void hotspot_step(float *pIn, float *tIn, float *tOut, int nx, int ny,
                  int nz, const struct coeffs *k)
{
    int   x, y, z;
    float cc = k->cc, cw = k->cw, ce = k->ce, cn = k->cn, cs = k->cs;
    float ct = k->ct, cb = k->cb, stepDivCap = k->stepDivCap;

    #pragma omp parallel for private(x, y) firstprivate(cc, cw, ce, cn, cs, ct, cb)
    for (z = 0; z < nz; z++) {
        for (y = 0; y < ny; y++) {
            for (x = 0; x < nx; x++) {
                int c, w, e, n, s, b, t;
                c = x + y * nx + z * nx * ny;
                w = (x == 0) ? c : c - 1;
                e = (x == nx - 1) ? c : c + 1;
                n = (y == 0) ? c : c - nx;
                s = (y == ny - 1) ? c : c + nx;
                b = (z == 0) ? c : c - nx * ny;
                t = (z == nz - 1) ? c : c + nx * ny;
                tOut[c] = cc * tIn[c] + cw * tIn[w] + ce * tIn[e] +
                          cs * tIn[s] + cn * tIn[n] + cb * tIn[b] +
                          ct * tIn[t] + stepDivCap * pIn[c] +
                          ct * AMB_TEMP;
            }
        }
    }
}

/* numiter steps, swapping the buffers; returns the buffer holding the
   last temperatures. */
float *hotspot_run(float *pIn, float *tIn, float *tOut, int nx, int ny,
                   int nz, const struct coeffs *k, int numiter)
{
    int    i;
    float *tmp;

    for (i = 0; i < numiter; i++) {
        hotspot_step(pIn, tIn, tOut, nx, ny, nz, k);
        tmp  = tIn;
        tIn  = tOut;
        tOut = tmp;
    }
    return tIn;
}
