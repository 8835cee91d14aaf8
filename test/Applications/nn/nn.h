/* nn.h: nearest neighbours of a location among hurricane track records. */
#ifndef NN_H
#define NN_H

#define NAME_LEN 16

struct record {
    float lat, lng;
    char  name[NAME_LEN];
};

struct neighbor {
    int   index;   /* into the record array */
    float dist;
};

struct database {
    int            count;
    int            capacity;
    struct record *records;
};

/* records.c */
int   load_records(const char *filename, struct database *db);
void  free_records(struct database *db);

/* nn.c */
float record_distance(struct record *r, float lat, float lng);
void  compute_distances(struct record *records, int nrec, float lat,
                        float lng, float *dist);
int   select_nearest(float *dist, int nrec, struct neighbor *best, int k);

#endif
