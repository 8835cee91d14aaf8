/* backprop.h: a fully connected network with one hidden layer, trained by
   back-propagation with momentum. Unit 0 of the input and hidden layers is
   the bias unit (always 1). */
#ifndef BACKPROP_H
#define BACKPROP_H

#define BIGRND 0x7fffffff
#define ETA      0.3f   /* learning rate */
#define MOMENTUM 0.3f

typedef struct {
    int input_n;      /* units in the input layer (bias excluded) */
    int hidden_n;
    int output_n;

    float *input_units;    /* input_n + 1 */
    float *hidden_units;   /* hidden_n + 1 */
    float *output_units;   /* output_n + 1 */

    float *hidden_delta;
    float *output_delta;
    float *target;

    float **input_weights;        /* [input_n + 1][hidden_n + 1] */
    float **hidden_weights;       /* [hidden_n + 1][output_n + 1] */
    float **input_prev_weights;   /* last changes, for momentum */
    float **hidden_prev_weights;
} BPNN;

/* backprop.c */
float  squash(float x);
BPNN  *bpnn_create(int n_in, int n_hidden, int n_out, unsigned int seed);
void   bpnn_free(BPNN *net);
void   bpnn_layerforward(float *l1, float *l2, float **conn, int n1, int n2);
float  bpnn_output_error(float *delta, float *target, float *output, int nj);
float  bpnn_hidden_error(float *delta_h, int nh, float *delta_o, int no,
                         float **who, float *hidden);
void   bpnn_adjust_weights(float *delta, int ndelta, float *ly, int nly,
                           float **w, float **oldw);
void   bpnn_train(BPNN *net, float *eo, float *eh);

/* patterns.c */
void   load_pattern(BPNN *net, int pattern, unsigned int seed);
double weights_checksum(float **w, int rows, int cols);

#endif
