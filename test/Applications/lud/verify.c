/* verify.c: checks L*U against the original matrix. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "lud.h"

/* Largest |(L*U)[i][j] - A[i][j]| over rows i multiple of row_stride. */
float lud_verify(float *orig, float *lu, int size, int row_stride)
{
    int   i, j, k;
    float err, maxerr = 0.0f;

    for (i = 0; i < size; i += row_stride) {
        for (j = 0; j < size; j++) {
            float sum = 0.0f;
            int   kmax = i < j ? i : j;
            /* L[i][k] * U[k][j], L with a unit diagonal */
            for (k = 0; k < kmax; k++)
                sum += lu[i * size + k] * lu[k * size + j];
            if (i <= j)
                sum += lu[i * size + j];
            else
                sum += lu[i * size + j] * lu[j * size + j];
            err = fabsf(sum - orig[i * size + j]);
            if (err > maxerr)
                maxerr = err;
        }
    }
    return maxerr;
}

/* A hash of the factors' bit patterns. */
unsigned int lud_hash(float *lu, int size)
{
    unsigned int h = 2166136261u;
    int          i;

    for (i = 0; i < size * size; i++) {
        union { float f; unsigned int u; } v;
        v.f = lu[i];
        h = (h ^ v.u) * 16777619u;
    }
    return h;
}
