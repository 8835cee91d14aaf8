/* main.c: usage: hotspot3d [NX NY NZ ITERATIONS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hotspot3d.h"

int main(int argc, char **argv)
{
    int           nx = 64, ny = 64, nz = 8, iterations = 20;
    struct chip   chip;
    struct coeffs k;
    float        *tIn, *tOut, *result;

    if (argc == 5) {
        nx = atoi(argv[1]);
        ny = atoi(argv[2]);
        nz = atoi(argv[3]);
        iterations = atoi(argv[4]);
    } else if (argc != 1) {
        fprintf(stderr, "usage: %s [nx ny nz iterations]\n", argv[0]);
        return 1;
    }
    if (nx < 2 || ny < 2 || nz < 2 || iterations < 1) {
        fprintf(stderr, "bad sizes\n");
        return 1;
    }
    chip_init(&chip, nx, ny, nz, 12345u);
    chip_coefficients(&chip, &k);
    printf("grid %d x %d x %d, %d iterations\n", nx, ny, nz, iterations);

    tIn  = (float *) malloc(nx * ny * nz * sizeof(float));
    tOut = (float *) calloc(nx * ny * nz, sizeof(float));
    memcpy(tIn, chip.temp, nx * ny * nz * sizeof(float));

    result = hotspot_run(chip.power, tIn, tOut, nx, ny, nz, &k, iterations);
    write_summary(result, nx, ny, nz);

    free(tIn);
    free(tOut);
    chip_free(&chip);
    return 0;
}
