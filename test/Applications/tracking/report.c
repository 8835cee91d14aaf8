/* report.c: per-frame and final summaries of the tracks. */
#include "tracking.h"

void report_frame(int k, const struct tracker *tr)
{
    int    i, active = 0;
    double vx = 0.0, vy = 0.0, score = 0.0;

    for (i = 0; i < tr->npoints; i++) {
        const struct track_point *p = &tr->pts[i];
        if (p->lost)
            continue;
        active++;
        vx += p->vx;
        vy += p->vy;
        score += p->score;
    }
    if (active > 0)
        printf("frame %d: %d active, mean velocity %.6f %.6f, mean score %.6f\n",
               k, active, vx / active, vy / active, score / active);
    else
        printf("frame %d: no active points\n", k);
}

void report_final(const struct tracker *tr)
{
    int           i, step = (tr->npoints + 7) / 8;
    long          refreshed = 0;
    unsigned long hash = 0;

    for (i = 0; i < tr->npoints; i++) {
        const struct track_point *p = &tr->pts[i];
        refreshed += p->refreshed;
        hash = hash * 1000003UL +
               (unsigned long) (long) (p->x * 1024.0f) * 31UL +
               (unsigned long) (long) (p->y * 1024.0f) + (unsigned long) p->lost;
    }
    printf("template refreshes %ld, track hash %lx\n", refreshed, hash);
    for (i = 0; i < tr->npoints; i += step) {
        const struct track_point *p = &tr->pts[i];
        printf("point %d: %.6f %.6f v %.6f %.6f score %.6f%s\n", i, p->x,
               p->y, p->vx, p->vy, p->score, p->lost ? " lost" : "");
    }
}
