/* kmeans_clustering.c: Lloyd's algorithm on a row-pointer data set. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kmeans.h"

/* Squared Euclidean distance between two points. */
float euclid_dist_2(float *pt1, float *pt2, int numdims)
{
    int   i;
    float ans = 0.0f;

    for (i = 0; i < numdims; i++)
        ans += (pt1[i] - pt2[i]) * (pt1[i] - pt2[i]);
    return ans;
}

/* Index of the cluster centre nearest to pt (the first one on a tie). */
int find_nearest_point(float *pt, int nfeatures, float **clusters,
                       int nclusters)
{
    int   index = 0, i;
    float min_dist = FLT_MAX;

    for (i = 0; i < nclusters; i++) {
        float dist = euclid_dist_2(pt, clusters[i], nfeatures);
        if (dist < min_dist) {
            min_dist = dist;
            index    = i;
        }
    }
    return index;
}

float **kmeans_clustering(float **feature, int nfeatures, int npoints,
                          int nclusters, float threshold, int max_iter,
                          int *membership, int *iterations)
{
    int     i, j, n, index, loop = 0;
    int     delta;
    int    *new_centers_len;
    float **clusters;
    float **new_centers;

    clusters    = alloc_matrix(nclusters, nfeatures);
    new_centers = alloc_matrix(nclusters, nfeatures);
    new_centers_len = (int *) calloc(nclusters, sizeof(int));

    /* Initial centres: points spread evenly through the input. */
    for (i = 0; i < nclusters; i++) {
        n = (int) ((long) i * npoints / nclusters);
        for (j = 0; j < nfeatures; j++)
            clusters[i][j] = feature[n][j];
    }
    for (i = 0; i < nclusters; i++)
        for (j = 0; j < nfeatures; j++)
            new_centers[i][j] = 0.0f;

    for (i = 0; i < npoints; i++)
        membership[i] = -1;

    do {
        delta = 0;
        /* Assign every point to its nearest centre. */
        #pragma omp parallel for shared(feature, clusters, membership) private(i, index) reduction(+:delta)
        for (i = 0; i < npoints; i++) {
            index = find_nearest_point(feature[i], nfeatures, clusters,
                                       nclusters);
            if (membership[i] != index)
                delta += 1;
            membership[i] = index;
        }

        /* Accumulate the new centres (in point order). */
        for (i = 0; i < npoints; i++) {
            index = membership[i];
            new_centers_len[index]++;
            for (j = 0; j < nfeatures; j++)
                new_centers[index][j] += feature[i][j];
        }

        /* Replace the old centres by the means. */
        for (i = 0; i < nclusters; i++) {
            for (j = 0; j < nfeatures; j++) {
                if (new_centers_len[i] > 0)
                    clusters[i][j] = new_centers[i][j] / new_centers_len[i];
                new_centers[i][j] = 0.0f;
            }
            new_centers_len[i] = 0;
        }
        loop++;
    } while ((float) delta / npoints > threshold && loop < max_iter);

    *iterations = loop;
    free_matrix(new_centers);
    free(new_centers_len);
    return clusters;
}
