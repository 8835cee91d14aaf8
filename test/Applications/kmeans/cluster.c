/* cluster.c: runs the clustering and measures its quality. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "kmeans.h"

int cluster(struct dataset *data, int nclusters, float threshold,
            int max_iter, struct clustering *result)
{
    result->nclusters  = nclusters;
    result->membership = (int *) malloc(data->npoints * sizeof(int));
    if (result->membership == NULL)
        return -1;
    result->centers = kmeans_clustering(data->feature, data->nfeatures,
                                        data->npoints, nclusters, threshold,
                                        max_iter, result->membership,
                                        &result->iterations);
    return 0;
}

/* Root mean square distance of the points to their nearest centre. */
double rms_err(float **feature, int nfeatures, int npoints,
               float **cluster_centres, int nclusters)
{
    int    i, nearest;
    double sum_euclid = 0.0;

    #pragma omp parallel for shared(feature, cluster_centres) private(nearest) reduction(+:sum_euclid)
    for (i = 0; i < npoints; i++) {
        nearest = find_nearest_point(feature[i], nfeatures, cluster_centres,
                                     nclusters);
        sum_euclid += euclid_dist_2(feature[i], cluster_centres[nearest],
                                    nfeatures);
    }
    return sqrt(sum_euclid / npoints);
}

void free_clustering(struct clustering *result)
{
    free(result->membership);
    free_matrix(result->centers);
}
