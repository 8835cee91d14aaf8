/* kernel.c: the pairwise interaction and the sweep over the boxes. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "lavamd.h"

/* Adds to acc the potential and force on particle i from particle j:
   a Gaussian of their distance, v = exp(-a2 r^2), f = 2 v (ri - rj). */
void pair_interaction(const vec3 *ri, const vec3 *rj, double qj, double a2,
                      fvec4 *acc)
{
    double dx = ri->x - rj->x;
    double dy = ri->y - rj->y;
    double dz = ri->z - rj->z;
    double r2 = dx * dx + dy * dy + dz * dz;
    double vij = exp(-a2 * r2);
    double fs = 2.0 * vij;

    acc->v += qj * vij;
    acc->x += qj * fs * dx;
    acc->y += qj * fs * dy;
    acc->z += qj * fs * dz;
}

void compute_forces(const box_t *boxes, int nboxes, const vec3 *pos,
                    const double *charge, fvec4 *fv, double alpha)
{
    int    l, i, j, k;
    double a2 = 2.0 * alpha * alpha;

    #pragma omp parallel for private(i, j, k) shared(boxes, pos, charge, fv)
    for (l = 0; l < nboxes; l++) {
        const box_t *home = &boxes[l];

        for (i = 0; i < home->count; i++) {
            long  pi = home->offset + i;
            fvec4 acc = { 0.0, 0.0, 0.0, 0.0 };

            /* the home box first, then its neighbours */
            for (k = -1; k < home->nn; k++) {
                const box_t *nb = (k < 0) ? home : &boxes[home->nei[k]];

                for (j = 0; j < nb->count; j++) {
                    long pj = nb->offset + j;
                    pair_interaction(&pos[pi], &pos[pj], charge[pj], a2, &acc);
                }
            }
            fv[pi] = acc;
        }
    }
}
