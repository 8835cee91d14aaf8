/* gen_image.c: writes a synthetic ultrasound-like image for srad: a few
   bright and dark ellipses on a graded background, multiplied by
   Rayleigh-distributed speckle, then log-compressed to grey levels.
   usage: gen_image FILE ROWS COLS [SEED] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned long long state = 0x9e3779b97f4a7c15ULL;

static double next_uniform(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return ((double) (state >> 11) + 0.5) / 9007199254740992.0;
}

struct ellipse {
    double ci, cj, ri, rj, gain;
};

int main(int argc, char **argv)
{
    FILE          *out;
    int            rows, cols, i, j, e, nell = 7;
    float         *row;
    struct ellipse ell[7];

    if (argc < 4) {
        fprintf(stderr, "usage: %s FILE ROWS COLS [SEED]\n", argv[0]);
        return 1;
    }
    rows = atoi(argv[2]);
    cols = atoi(argv[3]);
    if (argc > 4)
        state += (unsigned long long) atoll(argv[4]) * 0x2545f4914f6cdd1dULL;
    if (rows < 3 || cols < 3)
        return 1;
    /* structures in the lower 3/4; the top stays plain speckle */
    for (e = 0; e < nell; e++) {
        ell[e].ci   = rows * (0.3 + 0.65 * next_uniform());
        ell[e].cj   = cols * (0.1 + 0.8 * next_uniform());
        ell[e].ri   = rows * (0.03 + 0.12 * next_uniform());
        ell[e].rj   = cols * (0.03 + 0.12 * next_uniform());
        ell[e].gain = (e % 2 == 0) ? 3.0 + 2.0 * next_uniform()
                                   : 0.2 + 0.3 * next_uniform();
    }
    row = malloc(sizeof(float) * cols);
    out = fopen(argv[1], "wb");
    if (row == NULL || out == NULL) {
        perror(argv[1]);
        return 1;
    }
    fwrite(&rows, sizeof(int), 1, out);
    fwrite(&cols, sizeof(int), 1, out);
    for (i = 0; i < rows; i++) {
        for (j = 0; j < cols; j++) {
            double level = 1.0 + 0.5 * i / rows, speckle, g;
            for (e = 0; e < nell; e++) {
                double di = (i - ell[e].ci) / ell[e].ri;
                double dj = (j - ell[e].cj) / ell[e].rj;
                if (di * di + dj * dj <= 1.0)
                    level *= ell[e].gain;
            }
            speckle = sqrt(-2.0 * log(next_uniform()));
            g = 40.0 * log(1.0 + 4.0 * level * speckle);
            row[j] = (float) (g > 255.0 ? 255.0 : g);
        }
        fwrite(row, sizeof(float), cols, out);
    }
    fclose(out);
    free(row);
    return 0;
}
