/* main.c: k-means clustering of the points of a binary file.
   usage: kmeans -i FILE [-k NCLUSTERS] [-t THRESHOLD] [-m MAX_ITER] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kmeans.h"

static void usage(const char *argv0)
{
    fprintf(stderr,
            "usage: %s -i FILE [-k nclusters] [-t threshold] [-m max_iter]\n",
            argv0);
    exit(1);
}

int main(int argc, char **argv)
{
    int               opt, i, j;
    char             *filename = NULL;
    int               nclusters = 5, max_iter = 20;
    float             threshold = 0.001f;
    struct dataset    data;
    struct clustering result;
    long              checksum;
    int              *sizes;

    while ((opt = getopt(argc, argv, "i:k:t:m:")) != -1) {
        switch (opt) {
        case 'i': filename = optarg; break;
        case 'k': nclusters = atoi(optarg); break;
        case 't': threshold = (float) atof(optarg); break;
        case 'm': max_iter = atoi(optarg); break;
        default: usage(argv[0]);
        }
    }
    if (filename == NULL || nclusters < 1)
        usage(argv[0]);

    if (read_binary_points(filename, &data) != 0)
        return 1;
    if (nclusters > data.npoints)
        nclusters = data.npoints;
    printf("points %d features %d clusters %d\n", data.npoints,
           data.nfeatures, nclusters);

    if (cluster(&data, nclusters, threshold, max_iter, &result) != 0) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    printf("iterations %d\n", result.iterations);

    sizes = (int *) calloc(nclusters, sizeof(int));
    checksum = 0;
    for (i = 0; i < data.npoints; i++) {
        sizes[result.membership[i]]++;
        checksum = (checksum * 31 + result.membership[i]) % 1000000007L;
    }
    printf("membership checksum %ld\n", checksum);
    for (i = 0; i < nclusters; i++) {
        printf("cluster %d: %d points, centre", i, sizes[i]);
        for (j = 0; j < data.nfeatures; j++)
            printf(" %.6e", result.centers[i][j]);
        printf("\n");
    }
    printf("rmse %.5e\n", rms_err(data.feature, data.nfeatures, data.npoints,
                                  result.centers, nclusters));

    free(sizes);
    free_clustering(&result);
    free_dataset(&data);
    return 0;
}
