/* main.c: usage: bptree -i FILE [-q QUERIES] [-w WIDTH] [-s SEED]
   Builds a B+tree of the keys of FILE and answers QUERIES look-ups and
   range counts over ranges up to WIDTH wide. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bptree.h"

static unsigned int rng;

static unsigned int next_rand(void)
{
    rng = rng * 1103515245u + 12345u;
    return rng >> 1;
}

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s -i FILE [-q queries] [-w width] [-s seed]\n",
            argv0);
    exit(1);
}

int main(int argc, char **argv)
{
    char            *filename = NULL;
    int              opt, nq = 1000, width = 500, q, kmin, kmax;
    int             *keys, *qkey, *qlo, *qhi, *found_leaf, *range_count;
    long            *found_value, *range_sum, nkeys, i, found = 0, total = 0;
    unsigned long    hash = 5381;
    struct bptree    tree;
    struct flat_tree flat;

    rng = 7;
    while ((opt = getopt(argc, argv, "i:q:w:s:")) != -1) {
        switch (opt) {
        case 'i': filename = optarg; break;
        case 'q': nq = atoi(optarg); break;
        case 'w': width = atoi(optarg); break;
        case 's': rng = (unsigned int) atol(optarg); break;
        default: usage(argv[0]);
        }
    }
    if (filename == NULL || nq < 1 || width < 0)
        usage(argv[0]);

    nkeys = read_keys(filename, &keys);
    bptree_init(&tree);
    kmin = kmax = keys[0];
    for (i = 0; i < nkeys; i++) {
        if (bptree_insert(&tree, keys[i], i) != 0)
            FATAL("key %d repeated (line %ld)", keys[i], i + 2);
        if (keys[i] < kmin) kmin = keys[i];
        if (keys[i] > kmax) kmax = keys[i];
    }
    bptree_flatten(&tree, &flat);
    printf("%ld keys in %d..%d, %d nodes, height %d\n", tree.nkeys, kmin,
           kmax, tree.nnodes, tree.height);

    NEW_ARRAY(qkey, nq);
    NEW_ARRAY(qlo, nq);
    NEW_ARRAY(qhi, nq);
    NEW_ARRAY(found_leaf, nq);
    NEW_ARRAY(found_value, nq);
    NEW_ARRAY(range_count, nq);
    NEW_ARRAY(range_sum, nq);
    /* every other look-up is of a key that is there */
    for (q = 0; q < nq; q++) {
        long span = (long) kmax - kmin + 1;
        if (q % 2 == 0)
            qkey[q] = keys[next_rand() % nkeys];
        else
            qkey[q] = kmin + (int) (next_rand() % span);
        qlo[q] = kmin + (int) (next_rand() % span);
        qhi[q] = qlo[q] + (int) (next_rand() % (width + 1));
    }

    run_queries(&flat, nq, qkey, qlo, qhi, found_leaf, found_value,
                range_count, range_sum);

    for (q = 0; q < nq; q++) {
        if (found_value[q] >= 0)
            found++;
        total += range_count[q];
        hash = hash * 33 + (unsigned long) found_leaf[q];
        hash = hash * 33 + (unsigned long) found_value[q];
        hash = hash * 33 + (unsigned long) range_sum[q];
    }
    printf("%d queries: %ld keys found, %ld keys in the ranges\n", nq, found,
           total);
    printf("result hash %016lx\n", hash);
    for (q = 0; q < nq; q += (nq + 4) / 5)
        printf("query %d: key %d -> leaf %d record %ld; [%d, %d] -> %d keys, records sum %ld\n",
               q, qkey[q], found_leaf[q], found_value[q], qlo[q], qhi[q],
               range_count[q], range_sum[q]);

    free(qkey);
    free(qlo);
    free(qhi);
    free(found_leaf);
    free(found_value);
    free(range_count);
    free(range_sum);
    flat_tree_free(&flat);
    bptree_free(&tree);
    free(keys);
    return 0;
}
