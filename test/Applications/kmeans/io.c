/* io.c: reading the binary point file and matrix allocation. */
#include <stdio.h>
#include <stdlib.h>
#include "kmeans.h"

/* rows x cols floats in one block, with a table of row pointers. */
float **alloc_matrix(int rows, int cols)
{
    int     i;
    float **m = (float **) malloc(rows * sizeof(float *));

    if (m == NULL)
        return NULL;
    m[0] = (float *) malloc((size_t) rows * cols * sizeof(float));
    if (m[0] == NULL) {
        free(m);
        return NULL;
    }
    for (i = 1; i < rows; i++)
        m[i] = m[i - 1] + cols;
    return m;
}

void free_matrix(float **m)
{
    if (m != NULL) {
        free(m[0]);
        free(m);
    }
}

/* File layout: int npoints, int nfeatures, then npoints*nfeatures floats
   row by row. */
int read_binary_points(const char *filename, struct dataset *data)
{
    FILE *infile;
    int   npoints, nfeatures;

    if ((infile = fopen(filename, "rb")) == NULL) {
        fprintf(stderr, "Error: no such file (%s)\n", filename);
        return -1;
    }
    if (fread(&npoints, sizeof(int), 1, infile) != 1 ||
        fread(&nfeatures, sizeof(int), 1, infile) != 1 ||
        npoints <= 0 || nfeatures <= 0) {
        fprintf(stderr, "Error: bad header in %s\n", filename);
        fclose(infile);
        return -1;
    }
    data->npoints   = npoints;
    data->nfeatures = nfeatures;
    data->feature   = alloc_matrix(npoints, nfeatures);
    if (data->feature == NULL) {
        fclose(infile);
        return -1;
    }
    if (fread(data->feature[0], sizeof(float), (size_t) npoints * nfeatures,
              infile) != (size_t) npoints * nfeatures) {
        fprintf(stderr, "Error: %s is truncated\n", filename);
        fclose(infile);
        return -1;
    }
    fclose(infile);
    return 0;
}

void free_dataset(struct dataset *data)
{
    free_matrix(data->feature);
    data->feature = NULL;
}
