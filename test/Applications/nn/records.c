/* records.c: reads the track file, one record a line:
   YEAR MONTH DAY HOUR NUM NAME LAT LNG WIND PRESSURE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nn.h"

int load_records(const char *filename, struct database *db)
{
    FILE *fp;
    int   year, month, day, hour, num, wind, pressure;
    char  name[NAME_LEN];
    float lat, lng;

    fp = fopen(filename, "r");
    if (fp == NULL) {
        fprintf(stderr, "error opening %s\n", filename);
        return -1;
    }
    db->count    = 0;
    db->capacity = 1024;
    db->records  = (struct record *) malloc(db->capacity * sizeof(struct record));
    while (fscanf(fp, "%d %d %d %d %d %15s %f %f %d %d", &year, &month, &day,
                  &hour, &num, name, &lat, &lng, &wind, &pressure) == 10) {
        if (db->count == db->capacity) {
            db->capacity *= 2;
            db->records = (struct record *) realloc(db->records,
                              db->capacity * sizeof(struct record));
            if (db->records == NULL) {
                fclose(fp);
                return -1;
            }
        }
        db->records[db->count].lat = lat;
        db->records[db->count].lng = lng;
        memcpy(db->records[db->count].name, name, NAME_LEN);
        db->count++;
    }
    fclose(fp);
    return 0;
}

void free_records(struct database *db)
{
    free(db->records);
    db->records = NULL;
    db->count = db->capacity = 0;
}
