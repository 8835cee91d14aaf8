/* common.c: matrix creation: a random, diagonally dominant matrix, so that
   the factorization needs no pivoting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lud.h"

static float rand_unit(unsigned int *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float) (*state >> 8) / 16777216.0f;
}

int create_matrix(matrix_t *m, int size, unsigned int seed)
{
    int    i, j;
    float *a = (float *) malloc((size_t) size * size * sizeof(float));

    if (a == NULL)
        return -1;
    for (i = 0; i < size; i++) {
        float rowsum = 0.0f;
        for (j = 0; j < size; j++) {
            a[i * size + j] = rand_unit(&seed) - 0.5f;
            rowsum += a[i * size + j] < 0 ? -a[i * size + j] : a[i * size + j];
        }
        a[i * size + i] = rowsum + 1.0f;
    }
    m->size = size;
    m->data = a;
    return 0;
}

int matrix_duplicate(const matrix_t *src, matrix_t *dst)
{
    size_t bytes = (size_t) src->size * src->size * sizeof(float);

    dst->data = (float *) malloc(bytes);
    if (dst->data == NULL)
        return -1;
    memcpy(dst->data, src->data, bytes);
    dst->size = src->size;
    return 0;
}

void matrix_free(matrix_t *m)
{
    free(m->data);
    m->data = NULL;
}
