/* particlefilter.h: tracks a disk moving through a noisy video with a
   sampling-importance-resampling particle filter. */
#ifndef PARTICLEFILTER_H
#define PARTICLEFILTER_H

#define PI 3.1415926535897932
/* Parameters of the linear congruential generator (glibc's). */
#define M_MOD 2147483647LL
#define A_MUL 1103515245LL
#define C_INC 12345LL

struct video {
    int            width, height, frames;
    unsigned char *pixels;   /* frame k at pixels + k*width*height, [x*height + y] */
};

struct particles {
    int     n;
    double *arrayX, *arrayY;
    double *xj, *yj;
    double *weights, *likelihood;
    double *CDF, *u;
    int    *seed;
};

/* filter.c */
double randu(int *seed, int index);
double randn(int *seed, int index);
int    find_index(double *CDF, int n, double value);
int    particles_alloc(struct particles *p, int n);
void   particles_free(struct particles *p);
void   particle_filter(struct video *v, struct particles *p, int *objxy,
                       int countOnes, double x0, double y0);

/* video.c */
int    video_generate(struct video *v, int width, int height, int frames,
                      int *seed);
void   video_free(struct video *v);
int    disk_offsets(int radius, int **objxy);

#endif
