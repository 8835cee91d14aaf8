/* lud.c: right-looking LU decomposition. After step k, column k below the
   diagonal holds the multipliers (L, unit diagonal implied) and the
   trailing rows are updated; the upper triangle ends up holding U. */
#include <stdio.h>
#include "lud.h"

void lud(float *a, int size)
{
    int   i, j, k;
    float pivot, l;

    for (k = 0; k < size - 1; k++) {
        pivot = a[k * size + k];
        #pragma omp parallel for private(j, l) shared(a, size, k, pivot)
        for (i = k + 1; i < size; i++) {
            l = a[i * size + k] / pivot;
            a[i * size + k] = l;
            for (j = k + 1; j < size; j++)
                a[i * size + j] = a[i * size + j] - l * a[k * size + j];
        }
    }
}
