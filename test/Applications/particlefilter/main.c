/* main.c: usage: particlefilter [-x WIDTH] [-y HEIGHT] [-z FRAMES] [-np PARTICLES] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "particlefilter.h"

int main(int argc, char **argv)
{
    int              IszX = 64, IszY = 64, Nfr = 8, Nparticles = 2000;
    int              i, countOnes, *objxy, vseed[1] = { 42 };
    unsigned long    hash = 0;
    struct video     v;
    struct particles p;

    for (i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "-x") == 0) IszX = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "-y") == 0) IszY = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "-z") == 0) Nfr = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "-np") == 0) Nparticles = atoi(argv[i + 1]);
        else break;
    }
    if (i < argc || IszX < 16 || IszY < 16 || Nfr < 2 || Nparticles < 1) {
        fprintf(stderr, "usage: %s [-x width] [-y height] [-z frames] [-np particles]\n", argv[0]);
        return 1;
    }
    printf("video %d x %d, %d frames, %d particles\n", IszX, IszY, Nfr, Nparticles);
    if (video_generate(&v, IszX, IszY, Nfr, vseed) != 0 ||
        particles_alloc(&p, Nparticles) != 0) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    countOnes = disk_offsets(5, &objxy);

    particle_filter(&v, &p, objxy, countOnes, IszX / 4, IszY / 2 + Nfr);

    for (i = 0; i < Nparticles; i++)
        hash = (hash * 1000003UL + (unsigned long) (long) (p.arrayX[i] * 1e6)) ^
               (unsigned long) (long) (p.arrayY[i] * 1e6);
    printf("particles hash %lx\n", hash);
    for (i = 0; i < Nparticles; i += (Nparticles + 3) / 4)
        printf("particle %d: %.10e %.10e\n", i, p.arrayX[i], p.arrayY[i]);

    free(objxy);
    particles_free(&p);
    video_free(&v);
    return 0;
}
