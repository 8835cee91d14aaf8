/* main.c: usage: nn FILE [-r K] [-lat LAT] [-lng LNG] [-q QUERIES]
   Finds the K records nearest to (LAT, LNG) and to QUERIES - 1 further
   targets along a line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "nn.h"

int main(int argc, char **argv)
{
    char            *filename = NULL;
    int              k = 5, queries = 1, q, i, n;
    float            lat = 30.0f, lng = 90.0f, *dist;
    struct database  db;
    struct neighbor *best;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-r") == 0 && i + 1 < argc)
            k = atoi(argv[++i]);
        else if (strcmp(argv[i], "-lat") == 0 && i + 1 < argc)
            lat = (float) atof(argv[++i]);
        else if (strcmp(argv[i], "-lng") == 0 && i + 1 < argc)
            lng = (float) atof(argv[++i]);
        else if (strcmp(argv[i], "-q") == 0 && i + 1 < argc)
            queries = atoi(argv[++i]);
        else if (argv[i][0] != '-' && filename == NULL)
            filename = argv[i];
        else {
            fprintf(stderr, "usage: %s FILE [-r k] [-lat lat] [-lng lng] [-q queries]\n", argv[0]);
            return 1;
        }
    }
    if (filename == NULL || k < 1 || queries < 1) {
        fprintf(stderr, "usage: %s FILE [-r k] [-lat lat] [-lng lng] [-q queries]\n", argv[0]);
        return 1;
    }
    if (load_records(filename, &db) != 0)
        return 1;
    printf("%d records\n", db.count);
    dist = (float *) malloc((db.count > 0 ? db.count : 1) * sizeof(float));
    best = (struct neighbor *) malloc(k * sizeof(struct neighbor));

    for (q = 0; q < queries; q++) {
        /* further targets wander over the area of the records */
        float tlat = 7.0f + fmodf(lat - 7.0f + 0.37f * q, 56.0f);
        float tlng = 10.0f + fmodf(lng - 10.0f + 170.0f - fmodf(0.61f * q, 170.0f), 170.0f);

        compute_distances(db.records, db.count, tlat, tlng, dist);
        n = select_nearest(dist, db.count, best, k);
        printf("target %.2f %.2f:\n", tlat, tlng);
        for (i = 0; i < n; i++) {
            struct record *r = &db.records[best[i].index];
            printf("  %-15s %7.1f %7.1f  %.6f\n", r->name, r->lat, r->lng,
                   best[i].dist);
        }
    }
    free(best);
    free(dist);
    free_records(&db);
    return 0;
}
