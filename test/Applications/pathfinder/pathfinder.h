/* pathfinder.h: cheapest top-to-bottom paths through a grid of integer
   costs by dynamic programming, a path moving straight down or one column
   aside per row; moving aside may cost a penalty. */
#ifndef PATHFINDER_H
#define PATHFINDER_H

#include <stdio.h>
#include <stdlib.h>

/* Costs from here up count as obstacles in the column profile. */
#define OBSTACLE 50

#define CHECK(cond, ...)                                              \
    do {                                                              \
        if (!(cond)) {                                                \
            fprintf(stderr, "pathfinder: " __VA_ARGS__);              \
            fprintf(stderr, "\n");                                    \
            exit(1);                                                  \
        }                                                             \
    } while (0)

struct grid {
    int   rows, cols;
    int **cost;              /* rows pointers into one block */
};

struct column_profile {
    long *sum;               /* total cost down each column */
    int  *run;               /* longest run of obstacles in each column */
};

/* grid.c */
void *xmalloc(size_t bytes);
void  read_grid(const char *filename, struct grid *g);
void  free_grid(struct grid *g);

/* dp.c */
int   min3(int a, int b, int c);
int   cheapest_paths(const struct grid *g, int penalty, int *last);

/* profile.c */
void  column_profile(const struct grid *g, struct column_profile *prof);
void  print_profile(const struct grid *g, const struct column_profile *prof);

#endif
