/* bptree.h: a B+tree of integer keys mapping to record numbers, built by
   insertion, then flattened into arrays that a batch of queries searches. */
#ifndef BPTREE_H
#define BPTREE_H

#include <stdio.h>
#include <stdlib.h>

/* Most keys a node holds; one more splits it. */
#define ORDER 16

#define FATAL(...)                                                      \
    do {                                                                \
        fprintf(stderr, "bptree: " __VA_ARGS__);                        \
        fprintf(stderr, "\n");                                          \
        exit(2);                                                        \
    } while (0)
#define NEW_ARRAY(p, n)                                                 \
    do {                                                                \
        (p) = malloc((size_t) (n) * sizeof(*(p)));                      \
        if ((p) == NULL)                                                \
            FATAL("out of memory at %s:%d", __FILE__, __LINE__);        \
    } while (0)

struct node {
    int          is_leaf;
    int          num_keys;
    int          keys[ORDER];
    struct node *children[ORDER + 1];  /* inner nodes */
    long         values[ORDER];        /* leaves: record numbers */
    struct node *next;                 /* leaves: the leaf to the right */
    int          id;                   /* position once flattened */
};

struct bptree {
    struct node *root;
    long         nkeys;
    int          nnodes;
    int          height;
};

/* The tree as arrays, node n's keys at keys[n * ORDER ...], its children
   (node numbers, -1 for none) at child[n * (ORDER + 1) ...]. */
struct flat_tree {
    int   nnodes;
    int   root;
    int  *num_keys;
    int  *is_leaf;
    int  *keys;
    int  *child;
    long *value;
    int  *next_leaf;
};

/* tree.c */
void bptree_init(struct bptree *t);
int  bptree_insert(struct bptree *t, int key, long value);
void bptree_free(struct bptree *t);
void bptree_flatten(const struct bptree *t, struct flat_tree *f);
void flat_tree_free(struct flat_tree *f);

/* search.c */
int  find_leaf(const int *num_keys, const int *is_leaf, const int *keys,
               const int *child, int root, int key);
int  leaf_lookup(const int *num_keys, const int *keys, int leaf, int key);
void run_queries(const struct flat_tree *f, int nq, const int *qkey,
                 const int *qlo, const int *qhi, int *found_leaf,
                 long *found_value, int *range_count, long *range_sum);

/* keys.c */
long read_keys(const char *filename, int **keys);

#endif
