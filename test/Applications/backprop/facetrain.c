/* facetrain.c: trains the network on synthetic patterns.
   usage: backprop [INPUT_UNITS [PATTERNS [EPOCHS]]] */
#include <stdio.h>
#include <stdlib.h>
#include "backprop.h"

#define HIDDEN 16
#define SEED   7

int main(int argc, char **argv)
{
    int    n_in = 4096, npatterns = 4, epochs = 2, e, p, j;
    float  out_err, hid_err;
    BPNN  *net;

    if (argc > 1) n_in = atoi(argv[1]);
    if (argc > 2) npatterns = atoi(argv[2]);
    if (argc > 3) epochs = atoi(argv[3]);
    if (n_in < 2 || npatterns < 1 || epochs < 1) {
        fprintf(stderr, "usage: %s [input_units [patterns [epochs]]]\n", argv[0]);
        return 1;
    }
    printf("input %d hidden %d output 1, %d patterns, %d epochs\n", n_in,
           HIDDEN, npatterns, epochs);
    net = bpnn_create(n_in, HIDDEN, 1, SEED);

    for (e = 0; e < epochs; e++) {
        for (p = 0; p < npatterns; p++) {
            load_pattern(net, p, SEED);
            bpnn_train(net, &out_err, &hid_err);
            printf("epoch %d pattern %d: output %.6e target %.1f"
                   " errors %.5e %.5e\n", e, p, net->output_units[1],
                   net->target[1], out_err, hid_err);
        }
    }
    printf("hidden units:");
    for (j = 1; j <= HIDDEN; j++)
        printf(" %.6e", net->hidden_units[j]);
    printf("\n");
    printf("input weights checksum %.6e\n",
           weights_checksum(net->input_weights, n_in + 1, HIDDEN + 1));
    printf("hidden weights checksum %.6e\n",
           weights_checksum(net->hidden_weights, HIDDEN + 1, 2));
    bpnn_free(net);
    return 0;
}
