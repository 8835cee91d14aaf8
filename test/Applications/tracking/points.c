/* points.c: the tracked points and their templates. */
#include <math.h>
#include "tracking.h"

/* dst = patch of f centred at (cx, cy), or blended into dst with the
   given weight of the patch when weight < 1. */
void copy_patch(const struct frame *f, int cx, int cy, int half,
                float *dst, float weight)
{
    int x, y, n = 2 * half + 1;

    for (y = 0; y < n; y++) {
        const unsigned char *row =
            f->pixels + (size_t) (cy - half + y) * f->width + (cx - half);
        float *d = dst + y * n;
        for (x = 0; x < n; x++) {
            if (weight >= 1.0f)
                d[x] = row[x];
            else
                d[x] += weight * (row[x] - d[x]);
        }
    }
}

/* Points on a regular grid over the first frame, far enough from the
   border for their first search. */
void init_tracker(struct tracker *tr, const struct frame *f, int npoints,
                  int half, int radius)
{
    int   i, cols, rows, margin = half + radius + 1;
    int   n = 2 * half + 1;
    float sx, sy;

    CHECK(2 * margin < f->width && 2 * margin < f->height,
          "frames of %d x %d are too small for windows of %d", f->width,
          f->height, margin);
    cols = (int) ceil(sqrt((double) npoints * (f->width - 2 * margin) /
                           (f->height - 2 * margin)));
    if (cols < 1)
        cols = 1;
    rows = (npoints + cols - 1) / cols;
    sx = (float) (f->width - 2 * margin - 1) / (cols > 1 ? cols - 1 : 1);
    sy = (float) (f->height - 2 * margin - 1) / (rows > 1 ? rows - 1 : 1);

    tr->npoints = npoints;
    tr->half    = half;
    tr->radius  = radius;
    tr->pts     = malloc(npoints * sizeof(struct track_point));
    CHECK(tr->pts != NULL, "out of memory for %d points", npoints);
    for (i = 0; i < npoints; i++) {
        struct track_point *p = &tr->pts[i];

        p->x  = (float) (int) (margin + (i % cols) * sx + 0.5f);
        p->y  = (float) (int) (margin + (i / cols) * sy + 0.5f);
        p->vx = p->vy = 0.0f;
        p->score     = 0.0f;
        p->lost      = 0;
        p->refreshed = 0;
        p->tmpl = malloc((size_t) n * n * sizeof(float));
        CHECK(p->tmpl != NULL, "out of memory for templates");
        copy_patch(f, (int) p->x, (int) p->y, half, p->tmpl, 1.0f);
    }
}

void free_tracker(struct tracker *tr)
{
    int i;

    for (i = 0; i < tr->npoints; i++)
        free(tr->pts[i].tmpl);
    free(tr->pts);
    tr->pts = NULL;
}
