/* filter.c: random numbers, the search in the CDF and the filter itself. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "particlefilter.h"

/* Uniform in [0, 1): advances the generator of stream `index`. */
double randu(int *seed, int index)
{
    long long num = A_MUL * seed[index] + C_INC;
    seed[index] = (int) (num % M_MOD);
    return fabs(seed[index] / ((double) M_MOD));
}

/* Standard normal (Box-Muller) from stream `index`. */
double randn(int *seed, int index)
{
    double u = randu(seed, index);
    double v = randu(seed, index);
    double cosine = cos(2 * PI * v);
    double rt;

    if (u < 1e-300)
        u = 1e-300;
    rt = -2 * log(u);
    return sqrt(rt) * cosine;
}

/* The first index whose CDF value reaches `value` (n - 1 if none). */
int find_index(double *CDF, int n, double value)
{
    int lo = 0, hi = n - 1, mid;

    if (CDF[hi] < value)
        return hi;
    while (lo < hi) {
        mid = lo + (hi - lo) / 2;
        if (CDF[mid] >= value)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

int particles_alloc(struct particles *p, int n)
{
    p->n = n;
    p->arrayX     = (double *) malloc(sizeof(double) * n);
    p->arrayY     = (double *) malloc(sizeof(double) * n);
    p->xj         = (double *) malloc(sizeof(double) * n);
    p->yj         = (double *) malloc(sizeof(double) * n);
    p->weights    = (double *) malloc(sizeof(double) * n);
    p->likelihood = (double *) malloc(sizeof(double) * n);
    p->CDF        = (double *) malloc(sizeof(double) * n);
    p->u          = (double *) malloc(sizeof(double) * n);
    p->seed       = (int *) malloc(sizeof(int) * n);
    if (!p->arrayX || !p->arrayY || !p->xj || !p->yj || !p->weights ||
        !p->likelihood || !p->CDF || !p->u || !p->seed)
        return -1;
    return 0;
}

void particles_free(struct particles *p)
{
    free(p->arrayX);
    free(p->arrayY);
    free(p->xj);
    free(p->yj);
    free(p->weights);
    free(p->likelihood);
    free(p->CDF);
    free(p->u);
    free(p->seed);
}

static int roundi(double x)
{
    return (int) floor(x + 0.5);
}

void particle_filter(struct video *v, struct particles *p, int *objxy,
                     int countOnes, double x0, double y0)
{
    int     Nparticles = p->n, IszX = v->width, IszY = v->height;
    double *arrayX = p->arrayX, *arrayY = p->arrayY;
    double *xj = p->xj, *yj = p->yj;
    double *weights = p->weights, *likelihood = p->likelihood;
    double *CDF = p->CDF, *u = p->u;
    int    *seed = p->seed;
    int     x, y, j, k, indX, indY, i;
    double  sumWeights, xe, ye, u1;

    for (x = 0; x < Nparticles; x++)
        seed[x] = (int) ((1 + (long long) x * 2654435761LL) % M_MOD);

    #pragma omp parallel for shared(weights, Nparticles) private(x)
    for (x = 0; x < Nparticles; x++)
        weights[x] = 1 / ((double) (Nparticles));
    #pragma omp parallel for shared(arrayX, arrayY, x0, y0) private(x)
    for (x = 0; x < Nparticles; x++) {
        arrayX[x] = x0;
        arrayY[x] = y0;
    }

    for (k = 1; k < v->frames; k++) {
        unsigned char *frame = v->pixels + (size_t) k * IszX * IszY;

        /* Move every particle by the motion model plus noise. */
        #pragma omp parallel for shared(arrayX, arrayY, Nparticles, seed) private(x)
        for (x = 0; x < Nparticles; x++) {
            arrayX[x] += 1 + 5 * randn(seed, x);
            arrayY[x] += -2 + 2 * randn(seed, x);
        }

        /* Likelihood of the disk being where each particle says. */
        #pragma omp parallel for shared(likelihood, arrayX, arrayY, objxy) private(x, y, indX, indY)
        for (x = 0; x < Nparticles; x++) {
            double sum = 0.0;
            for (y = 0; y < countOnes; y++) {
                int pix;
                indX = roundi(arrayX[x]) + objxy[y * 2 + 1];
                indY = roundi(arrayY[x]) + objxy[y * 2];
                if (indX >= 0 && indX < IszX && indY >= 0 && indY < IszY)
                    pix = frame[indX * IszY + indY];
                else
                    pix = 0;
                sum += ((pix - 100) * (pix - 100) - (pix - 228) * (pix - 228)) / 50.0;
            }
            likelihood[x] = sum / ((double) countOnes);
        }

        #pragma omp parallel for shared(Nparticles, weights, likelihood) private(x)
        for (x = 0; x < Nparticles; x++)
            weights[x] = weights[x] * exp(likelihood[x]);

        /* Cumulative weights; the last is their sum. */
        CDF[0] = weights[0];
        for (x = 1; x < Nparticles; x++)
            CDF[x] = weights[x] + CDF[x - 1];
        sumWeights = CDF[Nparticles - 1];

        #pragma omp parallel for shared(sumWeights, weights, CDF) private(x)
        for (x = 0; x < Nparticles; x++) {
            weights[x] = weights[x] / sumWeights;
            CDF[x] = CDF[x] / sumWeights;
        }

        xe = 0;
        ye = 0;
        #pragma omp parallel for private(x) reduction(+:xe, ye)
        for (x = 0; x < Nparticles; x++) {
            xe += arrayX[x] * weights[x];
            ye += arrayY[x] * weights[x];
        }
        printf("frame %d: x %.4f y %.4f\n", k, xe, ye);

        /* Systematic resampling. */
        u1 = (1 / ((double) (Nparticles))) * randu(seed, 0);
        #pragma omp parallel for shared(u, u1, Nparticles) private(x)
        for (x = 0; x < Nparticles; x++)
            u[x] = u1 + x / ((double) (Nparticles));

        #pragma omp parallel for shared(CDF, Nparticles, xj, yj, u, arrayX, arrayY) private(i)
        for (j = 0; j < Nparticles; j++) {
            i = find_index(CDF, Nparticles, u[j]);
            xj[j] = arrayX[i];
            yj[j] = arrayY[i];
        }

        #pragma omp parallel for shared(weights, Nparticles) private(x)
        for (x = 0; x < Nparticles; x++) {
            arrayX[x] = xj[x];
            arrayY[x] = yj[x];
            weights[x] = 1 / ((double) (Nparticles));
        }
    }
}
