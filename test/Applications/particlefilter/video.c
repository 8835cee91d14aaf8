/* video.c: the synthetic video: a bright disk moving by (+1, -2) pixels a
   frame over a darker background, with Gaussian noise. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "particlefilter.h"

/* Offsets (dy, dx pairs) of the pixels of a disk of the given radius;
   returns their number. */
int disk_offsets(int radius, int **objxy)
{
    int  x, y, count = 0, diameter = 2 * radius - 1;
    int *xy = (int *) malloc(sizeof(int) * 2 * diameter * diameter);

    for (x = 0; x < diameter; x++)
        for (y = 0; y < diameter; y++) {
            int dx = x - radius + 1, dy = y - radius + 1;
            if (dx * dx + dy * dy <= (radius - 1) * (radius - 1)) {
                xy[count * 2]     = dy;
                xy[count * 2 + 1] = dx;
                count++;
            }
        }
    *objxy = xy;
    return count;
}

int video_generate(struct video *v, int width, int height, int frames,
                   int *seed)
{
    int    k, x, y, xc, yc;
    size_t plane = (size_t) width * height;

    v->width  = width;
    v->height = height;
    v->frames = frames;
    v->pixels = (unsigned char *) malloc(plane * frames);
    if (v->pixels == NULL)
        return -1;
    for (k = 0; k < frames; k++) {
        xc = width / 4 + k;
        yc = height / 2 + frames - 2 * k;
        for (x = 0; x < width; x++)
            for (y = 0; y < height; y++) {
                int    inside = (x - xc) * (x - xc) + (y - yc) * (y - yc) <= 16;
                double val = (inside ? 228.0 : 100.0) + 5.0 * randn(seed, 0);
                if (val < 0) val = 0;
                if (val > 255) val = 255;
                v->pixels[k * plane + (size_t) x * height + y] =
                    (unsigned char) val;
            }
    }
    return 0;
}

void video_free(struct video *v)
{
    free(v->pixels);
    v->pixels = NULL;
}
