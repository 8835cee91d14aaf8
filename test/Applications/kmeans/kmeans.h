/* kmeans.h: shared declarations of the k-means clustering program. */
#ifndef KMEANS_H
#define KMEANS_H

#ifndef FLT_MAX
#define FLT_MAX 3.40282347e+38f
#endif

/* The data set: npoints points of nfeatures features, row i of feature
   pointing into one contiguous block. */
struct dataset {
    int     npoints;
    int     nfeatures;
    float **feature;
};

/* Result of one clustering run. */
struct clustering {
    int     nclusters;
    int     iterations;
    int    *membership;   /* npoints entries */
    float **centers;      /* nclusters rows of nfeatures */
};

/* kmeans_clustering.c */
float   euclid_dist_2(float *pt1, float *pt2, int numdims);
int     find_nearest_point(float *pt, int nfeatures, float **clusters,
                           int nclusters);
float **kmeans_clustering(float **feature, int nfeatures, int npoints,
                          int nclusters, float threshold, int max_iter,
                          int *membership, int *iterations);

/* cluster.c */
int     cluster(struct dataset *data, int nclusters, float threshold,
                int max_iter, struct clustering *result);
double  rms_err(float **feature, int nfeatures, int npoints,
                float **cluster_centres, int nclusters);
void    free_clustering(struct clustering *result);

/* io.c */
int     read_binary_points(const char *filename, struct dataset *data);
void    free_dataset(struct dataset *data);
float **alloc_matrix(int rows, int cols);
void    free_matrix(float **m);

#endif
