/* search.c: queries on the flattened tree. */
#include <stdio.h>
#include <stdlib.h>
#include "bptree.h"

/* The leaf whose key range holds key: from the root, the child right of
   the last separator <= key. */
int find_leaf(const int *num_keys, const int *is_leaf, const int *keys,
              const int *child, int root, int key)
{
    int n = root, i;

    while (!is_leaf[n]) {
        i = 0;
        while (i < num_keys[n] && key >= keys[n * ORDER + i])
            i++;
        n = child[n * (ORDER + 1) + i];
    }
    return n;
}

/* Slot of key in the leaf, or -1. */
int leaf_lookup(const int *num_keys, const int *keys, int leaf, int key)
{
    int lo = 0, hi = num_keys[leaf] - 1, mid;

    while (lo <= hi) {
        mid = (lo + hi) / 2;
        if (keys[leaf * ORDER + mid] == key)
            return mid;
        if (keys[leaf * ORDER + mid] < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* Query q looks qkey[q] up (the leaf it reached, and its record or -1)
   and counts the keys in [qlo[q], qhi[q]] with the sum of their records,
   following the leaves to the right. */
void run_queries(const struct flat_tree *f, int nq, const int *qkey,
                 const int *qlo, const int *qhi, int *found_leaf,
                 long *found_value, int *range_count, long *range_sum)
{
    const int  *num_keys = f->num_keys, *is_leaf = f->is_leaf;
    const int  *keys = f->keys, *child = f->child, *next_leaf = f->next_leaf;
    const long *value = f->value;
    int         root = f->root, q;

    #pragma omp parallel for shared(found_leaf, found_value, range_count, range_sum)
    for (q = 0; q < nq; q++) {
        int  leaf, slot, i, count = 0, done = 0;
        long sum = 0;

        leaf = find_leaf(num_keys, is_leaf, keys, child, root, qkey[q]);
        slot = leaf_lookup(num_keys, keys, leaf, qkey[q]);
        found_leaf[q]  = leaf;
        found_value[q] = slot >= 0 ? value[leaf * ORDER + slot] : -1;

        leaf = find_leaf(num_keys, is_leaf, keys, child, root, qlo[q]);
        while (leaf >= 0 && !done) {
            for (i = 0; i < num_keys[leaf]; i++) {
                int k = keys[leaf * ORDER + i];
                if (k > qhi[q]) {
                    done = 1;
                    break;
                }
                if (k >= qlo[q]) {
                    count++;
                    sum += value[leaf * ORDER + i];
                }
            }
            leaf = next_leaf[leaf];
        }
        range_count[q] = count;
        range_sum[q]   = sum;
    }
}
