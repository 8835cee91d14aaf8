/* match.c: template matching of every point in a new frame. */
#include <math.h>
#include <float.h>
#include "tracking.h"

/* Sum of squared differences between the template and the patch of f
   centred at (cx, cy), which must lie inside the frame. */
float patch_ssd(const struct frame *f, const float *tmpl, int half,
                int cx, int cy)
{
    int   x, y, n = 2 * half + 1;
    float sum = 0.0f, d;

    for (y = 0; y < n; y++) {
        const unsigned char *row =
            f->pixels + (size_t) (cy - half + y) * f->width + (cx - half);
        const float *t = tmpl + y * n;
        for (x = 0; x < n; x++) {
            d = row[x] - t[x];
            sum += d * d;
        }
    }
    return sum;
}

/* Offset in (-0.5, 0.5) of the minimum of the parabola through three
   equally spaced samples, the middle one the smallest. */
float subpixel(float before, float at, float after)
{
    float curve = before - 2.0f * at + after;

    if (curve <= 0.0f)
        return 0.0f;
    return 0.5f * (before - after) / curve;
}

void track_frame(struct track_point *pts, int npoints,
                 const struct frame *f, int half, int radius)
{
    int i;

    #pragma omp parallel for shared(pts, f) firstprivate(half, radius)
    for (i = 0; i < npoints; i++) {
        struct track_point *p = &pts[i];
        int   px, py, cx, cy, dx, dy, bx = 0, by = 0;
        float best = FLT_MAX, s, ox = 0.0f, oy = 0.0f, nx, ny;

        if (p->lost)
            continue;
        /* Constant-velocity prediction, then the best match around it. */
        px = (int) floorf(p->x + p->vx + 0.5f);
        py = (int) floorf(p->y + p->vy + 0.5f);
        for (dy = -radius; dy <= radius; dy++) {
            for (dx = -radius; dx <= radius; dx++) {
                cx = px + dx;
                cy = py + dy;
                if (cx - half < 0 || cy - half < 0 ||
                    cx + half >= f->width || cy + half >= f->height)
                    continue;
                s = patch_ssd(f, p->tmpl, half, cx, cy);
                if (s < best) {
                    best = s;
                    bx = cx;
                    by = cy;
                }
            }
        }
        if (best == FLT_MAX ||
            best > LOST_SSD * (2 * half + 1) * (2 * half + 1)) {
            p->lost = 1;
            continue;
        }

        /* Sub-pixel position from the neighbours of the best match. */
        if (bx - half > 0 && bx + half < f->width - 1)
            ox = subpixel(patch_ssd(f, p->tmpl, half, bx - 1, by), best,
                          patch_ssd(f, p->tmpl, half, bx + 1, by));
        if (by - half > 0 && by + half < f->height - 1)
            oy = subpixel(patch_ssd(f, p->tmpl, half, bx, by - 1), best,
                          patch_ssd(f, p->tmpl, half, bx, by + 1));
        nx = bx + ox;
        ny = by + oy;
        p->vx = 0.5f * p->vx + 0.5f * (nx - p->x);
        p->vy = 0.5f * p->vy + 0.5f * (ny - p->y);
        p->x  = nx;
        p->y  = ny;
        p->score = best / ((2 * half + 1) * (2 * half + 1));

        /* A good match follows slow changes of appearance. */
        if (p->score < REFRESH_SSD) {
            copy_patch(f, bx, by, half, p->tmpl, BLEND);
            p->refreshed++;
        }
    }
}
