/* keys.c: reads the key file: the number of keys, then one key a line;
   the record number of a key is its line (from 0). */
#include <stdio.h>
#include <stdlib.h>
#include "bptree.h"

long read_keys(const char *filename, int **keys)
{
    FILE *fp;
    long  n, i;
    int  *k;

    fp = fopen(filename, "r");
    if (fp == NULL)
        FATAL("cannot open %s", filename);
    if (fscanf(fp, "%ld", &n) != 1 || n < 1 || n > 100000000L)
        FATAL("%s: bad key count", filename);
    NEW_ARRAY(k, n);
    for (i = 0; i < n; i++)
        if (fscanf(fp, "%d", &k[i]) != 1)
            FATAL("%s: key %ld of %ld is missing", filename, i, n);
    fclose(fp);
    *keys = k;
    return n;
}
