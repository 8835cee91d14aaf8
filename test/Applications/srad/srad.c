/* srad.c: one diffusion step and the statistics that drive it. */
#include <stdio.h>
#include <stdlib.h>
#include "srad.h"

void srad_work_alloc(struct srad_work *w, int rows, int cols)
{
    size_t n = (size_t) rows * cols;
    int    i, j;

    w->rows = rows;
    w->cols = cols;
    w->iN = (int *) malloc(rows * sizeof(int));
    w->iS = (int *) malloc(rows * sizeof(int));
    w->jW = (int *) malloc(cols * sizeof(int));
    w->jE = (int *) malloc(cols * sizeof(int));
    w->dN = (float *) malloc(n * sizeof(float));
    w->dS = (float *) malloc(n * sizeof(float));
    w->dW = (float *) malloc(n * sizeof(float));
    w->dE = (float *) malloc(n * sizeof(float));
    w->c  = (float *) malloc(n * sizeof(float));
    CHECK_ALLOC(w->iN);
    CHECK_ALLOC(w->iS);
    CHECK_ALLOC(w->jW);
    CHECK_ALLOC(w->jE);
    CHECK_ALLOC(w->dN);
    CHECK_ALLOC(w->dS);
    CHECK_ALLOC(w->dW);
    CHECK_ALLOC(w->dE);
    CHECK_ALLOC(w->c);

    /* Neighbours across the border are the border pixel itself (zero
       flux). */
    for (i = 0; i < rows; i++) {
        w->iN[i] = i - 1;
        w->iS[i] = i + 1;
    }
    for (j = 0; j < cols; j++) {
        w->jW[j] = j - 1;
        w->jE[j] = j + 1;
    }
    w->iN[0]        = 0;
    w->iS[rows - 1] = rows - 1;
    w->jW[0]        = 0;
    w->jE[cols - 1] = cols - 1;
}

void srad_work_free(struct srad_work *w)
{
    free(w->iN);
    free(w->iS);
    free(w->jW);
    free(w->jE);
    free(w->dN);
    free(w->dS);
    free(w->dW);
    free(w->dE);
    free(w->c);
}

/* Diffusion coefficient from the instantaneous coefficient of variation
   at the pixel against the speckle scale q0sqr: close to 1 in uniform
   speckle, close to 0 on edges. */
float diffusion_coeff(float Jc, float dN, float dS, float dW, float dE,
                      float q0sqr)
{
    float G2, L, num, den, qsqr, c;

    G2  = (dN * dN + dS * dS + dW * dW + dE * dE) / (Jc * Jc);
    L   = (dN + dS + dW + dE) / Jc;
    num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
    den = 1.0f + (0.25f * L);
    qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    c = 1.0f / (1.0f + den);
    /* saturate */
    if (c < 0.0f)
        c = 0.0f;
    else if (c > 1.0f)
        c = 1.0f;
    return c;
}

/* Squared coefficient of variation of the region: variance / mean^2. */
float roi_q0sqr(const float *J, int cols, const struct roi *r)
{
    int    i, j;
    int    r1 = r->r1, r2 = r->r2, c1 = r->c1, c2 = r->c2;
    long   size = (long) (r2 - r1 + 1) * (c2 - c1 + 1);
    double sum = 0.0, sum2 = 0.0, mean, var;

    #pragma omp parallel for private(j) reduction(+:sum, sum2)
    for (i = r1; i <= r2; i++) {
        for (j = c1; j <= c2; j++) {
            double tmp = J[i * cols + j];
            sum  += tmp;
            sum2 += tmp * tmp;
        }
    }
    mean = sum / size;
    var  = sum2 / size - mean * mean;
    return (float) (var / (mean * mean));
}

void srad_step(float *J, struct srad_work *w, float q0sqr, float lambda)
{
    int    rows = w->rows, cols = w->cols, i, j;
    int   *iN = w->iN, *iS = w->iS, *jW = w->jW, *jE = w->jE;
    float *dN = w->dN, *dS = w->dS, *dW = w->dW, *dE = w->dE;
    float *c = w->c;

    /* Derivatives towards the four neighbours, and the coefficient. */
    #pragma omp parallel for private(j) shared(J, dN, dS, dW, dE, c)
    for (i = 0; i < rows; i++) {
        for (j = 0; j < cols; j++) {
            int   k  = i * cols + j;
            float Jc = J[k];

            dN[k] = J[iN[i] * cols + j] - Jc;
            dS[k] = J[iS[i] * cols + j] - Jc;
            dW[k] = J[i * cols + jW[j]] - Jc;
            dE[k] = J[i * cols + jE[j]] - Jc;
            c[k]  = diffusion_coeff(Jc, dN[k], dS[k], dW[k], dE[k], q0sqr);
        }
    }

    /* Divergence of c * grad J; the flux through the north and west faces
       uses the pixel's own coefficient, through the south and east faces
       that of the neighbour. */
    #pragma omp parallel for private(j) shared(J, dN, dS, dW, dE, c)
    for (i = 0; i < rows; i++) {
        for (j = 0; j < cols; j++) {
            int   k  = i * cols + j;
            float cN = c[k];
            float cS = c[iS[i] * cols + j];
            float cW = c[k];
            float cE = c[i * cols + jE[j]];
            float D  = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];

            J[k] = J[k] + 0.25f * lambda * D;
        }
    }
}
