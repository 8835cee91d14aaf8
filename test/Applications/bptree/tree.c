/* tree.c: building the B+tree by insertion, and flattening it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bptree.h"

static struct node *new_node(struct bptree *t, int is_leaf)
{
    struct node *n = calloc(1, sizeof(struct node));

    if (n == NULL)
        FATAL("out of memory for node %d", t->nnodes);
    n->is_leaf = is_leaf;
    n->id = -1;
    t->nnodes++;
    return n;
}

void bptree_init(struct bptree *t)
{
    t->nnodes = 0;
    t->nkeys  = 0;
    t->root   = new_node(t, 1);
    t->height = 1;
}

/* Inserts key into the leaf n. When n is full, it splits: returns the new
   right half and sets *sep to its first key. */
static struct node *leaf_insert(struct bptree *t, struct node *n, int pos,
                                int key, long value, int *sep)
{
    int          keys[ORDER + 1], i, half;
    long         values[ORDER + 1];
    struct node *right;

    if (n->num_keys < ORDER) {
        for (i = n->num_keys; i > pos; i--) {
            n->keys[i]   = n->keys[i - 1];
            n->values[i] = n->values[i - 1];
        }
        n->keys[pos]   = key;
        n->values[pos] = value;
        n->num_keys++;
        return NULL;
    }
    for (i = 0; i < pos; i++) {
        keys[i]   = n->keys[i];
        values[i] = n->values[i];
    }
    keys[pos]   = key;
    values[pos] = value;
    for (i = pos; i < ORDER; i++) {
        keys[i + 1]   = n->keys[i];
        values[i + 1] = n->values[i];
    }
    half  = (ORDER + 1) / 2;
    right = new_node(t, 1);
    for (i = 0; i < half; i++) {
        n->keys[i]   = keys[i];
        n->values[i] = values[i];
    }
    n->num_keys = half;
    for (i = half; i <= ORDER; i++) {
        right->keys[i - half]   = keys[i];
        right->values[i - half] = values[i];
    }
    right->num_keys = ORDER + 1 - half;
    right->next = n->next;
    n->next = right;
    *sep = right->keys[0];
    return right;
}

/* Puts separator sep and the child to its right at position pos of the
   inner node n; splits n when full, the middle key moving up (*up). */
static struct node *inner_insert(struct bptree *t, struct node *n, int pos,
                                 int sep, struct node *child, int *up)
{
    int          keys[ORDER + 1], i, mid;
    struct node *children[ORDER + 2], *right;

    if (n->num_keys < ORDER) {
        for (i = n->num_keys; i > pos; i--) {
            n->keys[i]         = n->keys[i - 1];
            n->children[i + 1] = n->children[i];
        }
        n->keys[pos]         = sep;
        n->children[pos + 1] = child;
        n->num_keys++;
        return NULL;
    }
    for (i = 0; i < ORDER; i++)
        keys[i < pos ? i : i + 1] = n->keys[i];
    keys[pos] = sep;
    for (i = 0; i <= ORDER; i++)
        children[i <= pos ? i : i + 1] = n->children[i];
    children[pos + 1] = child;

    mid   = (ORDER + 1) / 2;
    right = new_node(t, 0);
    n->num_keys = mid;
    for (i = 0; i < mid; i++) {
        n->keys[i]     = keys[i];
        n->children[i] = children[i];
    }
    n->children[mid] = children[mid];
    for (i = mid + 1; i <= ORDER; i++) {
        right->keys[i - mid - 1]     = keys[i];
        right->children[i - mid - 1] = children[i];
    }
    right->children[ORDER - mid] = children[ORDER + 1];
    right->num_keys = ORDER - mid;
    for (i = mid + 1; i <= ORDER; i++)
        n->children[i] = NULL;
    *up = keys[mid];
    return right;
}

static struct node *insert_below(struct bptree *t, struct node *n, int key,
                                 long value, int *up, int *dup)
{
    int          pos = 0, sep;
    struct node *split;

    if (n->is_leaf) {
        while (pos < n->num_keys && n->keys[pos] < key)
            pos++;
        if (pos < n->num_keys && n->keys[pos] == key) {
            *dup = 1;
            return NULL;
        }
        return leaf_insert(t, n, pos, key, value, up);
    }
    /* keys equal to a separator live on its right */
    while (pos < n->num_keys && key >= n->keys[pos])
        pos++;
    split = insert_below(t, n->children[pos], key, value, &sep, dup);
    if (split == NULL)
        return NULL;
    return inner_insert(t, n, pos, sep, split, up);
}

/* Returns 0, or 1 when the key was there already (the tree unchanged). */
int bptree_insert(struct bptree *t, int key, long value)
{
    int          up, dup = 0;
    struct node *split, *root;

    split = insert_below(t, t->root, key, value, &up, &dup);
    if (dup)
        return 1;
    t->nkeys++;
    if (split != NULL) {
        root = new_node(t, 0);
        root->num_keys    = 1;
        root->keys[0]     = up;
        root->children[0] = t->root;
        root->children[1] = split;
        t->root = root;
        t->height++;
    }
    return 0;
}

static void free_subtree(struct node *n)
{
    int i;

    if (!n->is_leaf)
        for (i = 0; i <= n->num_keys; i++)
            free_subtree(n->children[i]);
    free(n);
}

void bptree_free(struct bptree *t)
{
    free_subtree(t->root);
    t->root = NULL;
}

/* Numbers the nodes level by level from the root (0) and copies them
   into the arrays of f. */
void bptree_flatten(const struct bptree *t, struct flat_tree *f)
{
    struct node **queue;
    int           head = 0, tail = 0, n, i;

    NEW_ARRAY(queue, t->nnodes);
    queue[tail++] = t->root;
    while (head < tail) {
        struct node *x = queue[head];
        x->id = head++;
        if (!x->is_leaf)
            for (i = 0; i <= x->num_keys; i++)
                queue[tail++] = x->children[i];
    }
    if (tail != t->nnodes)
        FATAL("flatten: reached %d nodes of %d", tail, t->nnodes);

    f->nnodes = tail;
    f->root   = 0;
    NEW_ARRAY(f->num_keys, tail);
    NEW_ARRAY(f->is_leaf, tail);
    NEW_ARRAY(f->keys, (long) tail * ORDER);
    NEW_ARRAY(f->child, (long) tail * (ORDER + 1));
    NEW_ARRAY(f->value, (long) tail * ORDER);
    NEW_ARRAY(f->next_leaf, tail);
    for (n = 0; n < tail; n++) {
        struct node *x = queue[n];
        f->num_keys[n] = x->num_keys;
        f->is_leaf[n]  = x->is_leaf;
        for (i = 0; i < ORDER; i++) {
            f->keys[n * ORDER + i]  = i < x->num_keys ? x->keys[i] : 0;
            f->value[n * ORDER + i] = x->is_leaf && i < x->num_keys ? x->values[i] : -1;
        }
        for (i = 0; i <= ORDER; i++)
            f->child[n * (ORDER + 1) + i] =
                !x->is_leaf && i <= x->num_keys ? x->children[i]->id : -1;
        f->next_leaf[n] = x->is_leaf && x->next != NULL ? x->next->id : -1;
    }
    free(queue);
}

void flat_tree_free(struct flat_tree *f)
{
    free(f->num_keys);
    free(f->is_leaf);
    free(f->keys);
    free(f->child);
    free(f->value);
    free(f->next_leaf);
}
