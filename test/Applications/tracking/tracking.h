/* tracking.h: follows feature points through a sequence of grey frames
   by template matching (sum of squared differences) in a window around
   each point's predicted position. */
#ifndef TRACKING_H
#define TRACKING_H

#include <stdio.h>
#include <stdlib.h>

/* A match worse than this mean squared difference per pixel loses the
   point; one better than REFRESH_SSD refreshes its template. */
#define LOST_SSD     900.0f
#define REFRESH_SSD  150.0f
#define BLEND        0.25f    /* weight of the new patch in a refresh */

#define FAIL(...)                                                     \
    do {                                                              \
        fprintf(stderr, "tracking: " __VA_ARGS__);                    \
        fprintf(stderr, "\n");                                        \
        exit(1);                                                      \
    } while (0)
#define CHECK(cond, ...)                                              \
    do {                                                              \
        if (!(cond))                                                  \
            FAIL(__VA_ARGS__);                                        \
    } while (0)

struct frame {
    int            width, height;
    unsigned char *pixels;   /* row-major, pixels[y * width + x] */
};

/* The frame file: int width, height, nframes, then the frames' bytes. */
struct sequence {
    FILE *fp;
    int   width, height, nframes;
    int   next;              /* index of the next frame to read */
};

struct track_point {
    float  x, y;             /* position in the current frame */
    float  vx, vy;           /* pixels per frame */
    float  score;            /* mean squared difference of the last match */
    int    lost;
    int    refreshed;        /* template refreshes so far */
    float *tmpl;             /* (2*half+1)^2 grey values, row-major */
};

struct tracker {
    int                 npoints;
    int                 half;     /* templates are 2*half+1 square */
    int                 radius;   /* search window around the prediction */
    struct track_point *pts;
};

/* frames.c */
void  open_sequence(const char *filename, struct sequence *seq);
int   read_frame(struct sequence *seq, struct frame *f);
void  close_sequence(struct sequence *seq);
void  alloc_frame(struct frame *f, int width, int height);
void  free_frame(struct frame *f);

/* points.c */
void  init_tracker(struct tracker *tr, const struct frame *f, int npoints,
                   int half, int radius);
void  free_tracker(struct tracker *tr);
void  copy_patch(const struct frame *f, int cx, int cy, int half,
                 float *dst, float weight);

/* match.c */
float patch_ssd(const struct frame *f, const float *tmpl, int half,
                int cx, int cy);
float subpixel(float before, float at, float after);
void  track_frame(struct track_point *pts, int npoints,
                  const struct frame *f, int half, int radius);

/* report.c */
void  report_frame(int k, const struct tracker *tr);
void  report_final(const struct tracker *tr);

#endif
