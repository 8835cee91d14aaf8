/* lavamd.h: potential and forces between charged particles in a cube cut
   into boxes; a particle interacts with the particles of its own box and
   of the (up to 26) boxes around it. */
#ifndef LAVAMD_H
#define LAVAMD_H

#include <stdio.h>
#include <stdlib.h>

#define MAX_NEIGHBOURS 26

#define FAIL(...)                                                       \
    do {                                                                \
        fprintf(stderr, "lavamd: " __VA_ARGS__);                        \
        fprintf(stderr, "\n");                                          \
        exit(EXIT_FAILURE);                                             \
    } while (0)
#define XMALLOC(p, n)                                                   \
    do {                                                                \
        (p) = malloc((size_t) (n) * sizeof(*(p)));                      \
        if ((p) == NULL)                                                \
            FAIL("out of memory (%s:%d)", __FILE__, __LINE__);          \
    } while (0)

typedef struct {
    double x, y, z;
} vec3;

typedef struct {
    double v;            /* potential */
    double x, y, z;      /* force */
} fvec4;

/* One box of the grid: where its particles start in the particle arrays
   (sorted by box), how many there are, and its neighbours. */
typedef struct {
    int  gx, gy, gz;     /* position in the grid */
    int  number;         /* gx + dim * (gy + dim * gz) */
    long offset;
    int  count;
    int  nn;
    int  nei[MAX_NEIGHBOURS];
} box_t;

typedef struct {
    int    dim;          /* boxes per side; a box is 1 x 1 x 1 */
    int    nboxes;
    long   nparticles;
    box_t *boxes;
    vec3  *pos;          /* sorted by box */
    double *charge;
} system_t;

/* particles.c */
void   read_particles(const char *filename, system_t *s);
void   free_system(system_t *s);

/* boxes.c */
void   build_neighbour_lists(system_t *s);
int    box_of(int dim, double x, double y, double z);

/* kernel.c */
void   pair_interaction(const vec3 *ri, const vec3 *rj, double qj,
                        double a2, fvec4 *acc);
void   compute_forces(const box_t *boxes, int nboxes, const vec3 *pos,
                      const double *charge, fvec4 *fv, double alpha);

#endif
