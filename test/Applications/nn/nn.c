/* nn.c: distances to the target and selection of the k nearest. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "nn.h"

float record_distance(struct record *r, float lat, float lng)
{
    return (float) sqrt((double) ((lat - r->lat) * (lat - r->lat) +
                                  (lng - r->lng) * (lng - r->lng)));
}

void compute_distances(struct record *records, int nrec, float lat,
                       float lng, float *dist)
{
    int i;

    #pragma omp parallel for shared(records, dist) firstprivate(lat, lng)
    for (i = 0; i < nrec; i++)
        dist[i] = record_distance(&records[i], lat, lng);
}

/* The k smallest distances in increasing order (the earlier record first
   on a tie); returns how many were found. */
int select_nearest(float *dist, int nrec, struct neighbor *best, int k)
{
    int i, j, found = 0;

    for (i = 0; i < nrec; i++) {
        if (found == k && dist[i] >= best[k - 1].dist)
            continue;
        j = (found < k) ? found++ : k - 1;
        while (j > 0 && best[j - 1].dist > dist[i]) {
            best[j] = best[j - 1];
            j--;
        }
        best[j].index = i;
        best[j].dist  = dist[i];
    }
    return found;
}
