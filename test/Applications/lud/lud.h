/* lud.h: in-place LU decomposition (Doolittle, no pivoting) of a dense
   n x n matrix stored row-major in one array, a[i*n + j]. */
#ifndef LUD_H
#define LUD_H

typedef struct {
    int    size;
    float *data;
} matrix_t;

/* common.c */
int   create_matrix(matrix_t *m, int size, unsigned int seed);
int   matrix_duplicate(const matrix_t *src, matrix_t *dst);
void  matrix_free(matrix_t *m);

/* lud.c */
void  lud(float *a, int size);

/* verify.c */
float lud_verify(float *orig, float *lu, int size, int row_stride);
unsigned int lud_hash(float *lu, int size);

#endif
