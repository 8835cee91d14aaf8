/* backprop.c: network allocation, forward pass, error terms and weight
   adjustment. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "backprop.h"

static unsigned int rng_state;

/* Uniform in [0, 1). */
static float drnd(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return (float) ((rng_state >> 1) & BIGRND) / (float) BIGRND;
}

/* Uniform in [-1, 1). */
static float dpn1(void)
{
    return (drnd() * 2.0f) - 1.0f;
}

/* The logistic activation. */
float squash(float x)
{
    return 1.0f / (1.0f + expf(-x));
}

static float *alloc_1d_dbl(int n)
{
    float *p = (float *) malloc(n * sizeof(float));
    if (p == NULL) {
        fprintf(stderr, "alloc_1d_dbl: out of memory\n");
        exit(1);
    }
    return p;
}

/* m rows of n floats, each row allocated on its own. */
static float **alloc_2d_dbl(int m, int n)
{
    int     i;
    float **rows = (float **) malloc(m * sizeof(float *));

    if (rows == NULL) {
        fprintf(stderr, "alloc_2d_dbl: out of memory\n");
        exit(1);
    }
    for (i = 0; i < m; i++)
        rows[i] = alloc_1d_dbl(n);
    return rows;
}

static void free_2d(float **w, int m)
{
    int i;
    for (i = 0; i < m; i++)
        free(w[i]);
    free(w);
}

static void randomize_weights(float **w, int m, int n)
{
    int i, j;
    for (i = 0; i <= m; i++)
        for (j = 0; j <= n; j++)
            w[i][j] = dpn1() * 0.05f;
}

static void zero_weights(float **w, int m, int n)
{
    int i, j;
    for (i = 0; i <= m; i++)
        for (j = 0; j <= n; j++)
            w[i][j] = 0.0f;
}

BPNN *bpnn_create(int n_in, int n_hidden, int n_out, unsigned int seed)
{
    BPNN *net = (BPNN *) malloc(sizeof(BPNN));

    if (net == NULL) {
        fprintf(stderr, "bpnn_create: out of memory\n");
        exit(1);
    }
    net->input_n  = n_in;
    net->hidden_n = n_hidden;
    net->output_n = n_out;
    net->input_units  = alloc_1d_dbl(n_in + 1);
    net->hidden_units = alloc_1d_dbl(n_hidden + 1);
    net->output_units = alloc_1d_dbl(n_out + 1);
    net->hidden_delta = alloc_1d_dbl(n_hidden + 1);
    net->output_delta = alloc_1d_dbl(n_out + 1);
    net->target       = alloc_1d_dbl(n_out + 1);
    net->input_weights       = alloc_2d_dbl(n_in + 1, n_hidden + 1);
    net->hidden_weights      = alloc_2d_dbl(n_hidden + 1, n_out + 1);
    net->input_prev_weights  = alloc_2d_dbl(n_in + 1, n_hidden + 1);
    net->hidden_prev_weights = alloc_2d_dbl(n_hidden + 1, n_out + 1);

    rng_state = seed;
    randomize_weights(net->input_weights, n_in, n_hidden);
    randomize_weights(net->hidden_weights, n_hidden, n_out);
    zero_weights(net->input_prev_weights, n_in, n_hidden);
    zero_weights(net->hidden_prev_weights, n_hidden, n_out);
    return net;
}

void bpnn_free(BPNN *net)
{
    free(net->input_units);
    free(net->hidden_units);
    free(net->output_units);
    free(net->hidden_delta);
    free(net->output_delta);
    free(net->target);
    free_2d(net->input_weights, net->input_n + 1);
    free_2d(net->hidden_weights, net->hidden_n + 1);
    free_2d(net->input_prev_weights, net->input_n + 1);
    free_2d(net->hidden_prev_weights, net->hidden_n + 1);
    free(net);
}

/* l2[j] = squash(sum_k conn[k][j] * l1[k]) for j = 1..n2. */
void bpnn_layerforward(float *l1, float *l2, float **conn, int n1, int n2)
{
    float sum;
    int   j, k;

    l1[0] = 1.0f;   /* bias */
    #pragma omp parallel for shared(conn, n1, n2, l1) private(k, j, sum) schedule(static)
    for (j = 1; j <= n2; j++) {
        sum = 0.0f;
        for (k = 0; k <= n1; k++)
            sum += conn[k][j] * l1[k];
        l2[j] = squash(sum);
    }
}

float bpnn_output_error(float *delta, float *target, float *output, int nj)
{
    int   j;
    float o, t, errsum = 0.0f;

    for (j = 1; j <= nj; j++) {
        o = output[j];
        t = target[j];
        delta[j] = o * (1.0f - o) * (t - o);
        errsum += fabsf(delta[j]);
    }
    return errsum;
}

float bpnn_hidden_error(float *delta_h, int nh, float *delta_o, int no,
                        float **who, float *hidden)
{
    int   j, k;
    float h, sum, errsum = 0.0f;

    for (j = 1; j <= nh; j++) {
        h = hidden[j];
        sum = 0.0f;
        for (k = 1; k <= no; k++)
            sum += delta_o[k] * who[j][k];
        delta_h[j] = h * (1.0f - h) * sum;
        errsum += fabsf(delta_h[j]);
    }
    return errsum;
}

/* w[k][j] += ETA * delta[j] * ly[k] + MOMENTUM * oldw[k][j] */
void bpnn_adjust_weights(float *delta, int ndelta, float *ly, int nly,
                         float **w, float **oldw)
{
    float new_dw;
    int   k, j;

    ly[0] = 1.0f;
    #pragma omp parallel for shared(oldw, w, delta) private(j, k, new_dw) firstprivate(ndelta, nly)
    for (j = 1; j <= ndelta; j++) {
        for (k = 0; k <= nly; k++) {
            new_dw = ((ETA * delta[j] * ly[k]) + (MOMENTUM * oldw[k][j]));
            w[k][j] += new_dw;
            oldw[k][j] = new_dw;
        }
    }
}

/* One forward and backward pass on the pattern loaded in the net. */
void bpnn_train(BPNN *net, float *eo, float *eh)
{
    int in = net->input_n, hid = net->hidden_n, out = net->output_n;

    bpnn_layerforward(net->input_units, net->hidden_units,
                      net->input_weights, in, hid);
    bpnn_layerforward(net->hidden_units, net->output_units,
                      net->hidden_weights, hid, out);

    *eo = bpnn_output_error(net->output_delta, net->target,
                            net->output_units, out);
    *eh = bpnn_hidden_error(net->hidden_delta, hid, net->output_delta, out,
                            net->hidden_weights, net->hidden_units);

    bpnn_adjust_weights(net->output_delta, out, net->hidden_units, hid,
                        net->hidden_weights, net->hidden_prev_weights);
    bpnn_adjust_weights(net->hidden_delta, hid, net->input_units, in,
                        net->input_weights, net->input_prev_weights);
}
