/* main.c: usage: lavamd -i FILE [-a ALPHA]
   Potential and force on every particle of FILE from its neighbourhood. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lavamd.h"

int main(int argc, char **argv)
{
    char    *filename = NULL;
    double   alpha = 0.5, vsum = 0.0, fx = 0.0, fy = 0.0, fz = 0.0;
    system_t s;
    fvec4   *fv;
    long     i;
    int      b, most = 0, fewest;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-i") == 0 && i + 1 < argc)
            filename = argv[++i];
        else if (strcmp(argv[i], "-a") == 0 && i + 1 < argc)
            alpha = atof(argv[++i]);
        else
            break;
    }
    if (i < argc || filename == NULL || alpha <= 0.0) {
        fprintf(stderr, "usage: %s -i FILE [-a alpha]\n", argv[0]);
        return 1;
    }

    read_particles(filename, &s);
    build_neighbour_lists(&s);
    fewest = s.boxes[0].count;
    for (b = 0; b < s.nboxes; b++) {
        if (s.boxes[b].count > most)
            most = s.boxes[b].count;
        if (s.boxes[b].count < fewest)
            fewest = s.boxes[b].count;
    }
    printf("%d x %d x %d boxes, %ld particles (%d to %d a box), alpha %.3f\n",
           s.dim, s.dim, s.dim, s.nparticles, fewest, most, alpha);

    XMALLOC(fv, s.nparticles);
    compute_forces(s.boxes, s.nboxes, s.pos, s.charge, fv, alpha);

    for (i = 0; i < s.nparticles; i++) {
        vsum += s.charge[i] * fv[i].v;
        fx += fv[i].x;
        fy += fv[i].y;
        fz += fv[i].z;
    }
    printf("energy %.10e\n", 0.5 * vsum);
    printf("force sum %.10e %.10e %.10e\n", fx, fy, fz);
    for (i = 0; i < s.nparticles; i += (s.nparticles + 4) / 5)
        printf("particle %ld at (%.4f, %.4f, %.4f): v %.10e f %.10e %.10e %.10e\n",
               i, s.pos[i].x, s.pos[i].y, s.pos[i].z, fv[i].v, fv[i].x,
               fv[i].y, fv[i].z);

    free(fv);
    free_system(&s);
    return 0;
}
