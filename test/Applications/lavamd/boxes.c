/* boxes.c: the grid of boxes and their neighbour lists. */
#include <stdio.h>
#include <stdlib.h>
#include "lavamd.h"

/* Index of the box holding (x, y, z), -1 outside the cube. */
int box_of(int dim, double x, double y, double z)
{
    int gx, gy, gz;

    if (!(x >= 0.0 && y >= 0.0 && z >= 0.0 && x < dim && y < dim && z < dim))
        return -1;
    gx = (int) x;
    gy = (int) y;
    gz = (int) z;
    return gx + dim * (gy + dim * gz);
}

/* Neighbours in the order (dz, dy, dx) from (-1, -1, -1); the cube is not
   periodic, so boxes on its faces have fewer than 26. */
void build_neighbour_lists(system_t *s)
{
    int dim = s->dim, gx, gy, gz, dx, dy, dz;

    for (gz = 0; gz < dim; gz++)
        for (gy = 0; gy < dim; gy++)
            for (gx = 0; gx < dim; gx++) {
                int    number = gx + dim * (gy + dim * gz);
                box_t *b = &s->boxes[number];

                b->gx = gx;
                b->gy = gy;
                b->gz = gz;
                b->number = number;
                b->nn = 0;
                for (dz = -1; dz <= 1; dz++)
                    for (dy = -1; dy <= 1; dy++)
                        for (dx = -1; dx <= 1; dx++) {
                            int nx = gx + dx, ny = gy + dy, nz = gz + dz;
                            if (dx == 0 && dy == 0 && dz == 0)
                                continue;
                            if (nx < 0 || ny < 0 || nz < 0 || nx >= dim ||
                                ny >= dim || nz >= dim)
                                continue;
                            b->nei[b->nn++] = nx + dim * (ny + dim * nz);
                        }
            }
}
