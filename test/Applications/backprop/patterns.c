/* patterns.c: synthetic training patterns and a weight checksum. */
#include <stdio.h>
#include <stdlib.h>
#include "backprop.h"

/* Fills the input layer and the target of pattern number `pattern`: a
   smooth random profile whose target says whether its first half is
   brighter than its second half. */
void load_pattern(BPNN *net, int pattern, unsigned int seed)
{
    unsigned int s = seed * 2654435761u + (unsigned int) pattern * 40503u + 1u;
    int   k, n = net->input_n;
    float level = 0.5f, first = 0.0f, second = 0.0f;

    for (k = 1; k <= n; k++) {
        s = s * 1664525u + 1013904223u;
        level += ((float) (s >> 8) / 16777216.0f - 0.5f) * 0.1f;
        if (level < 0.0f) level = 0.0f;
        if (level > 1.0f) level = 1.0f;
        net->input_units[k] = level;
        if (k <= n / 2)
            first += level;
        else
            second += level;
    }
    for (k = 1; k <= net->output_n; k++)
        net->target[k] = (first > second) ? 0.9f : 0.1f;
}

double weights_checksum(float **w, int rows, int cols)
{
    int    i, j;
    double sum = 0.0;

    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++)
            sum += w[i][j] * (double) ((i + j) % 7 + 1);
    return sum;
}
