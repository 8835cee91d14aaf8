/* gen_grid.c: writes a binary cost grid for pathfinder: rolling terrain
   of costs 1-19 with round obstacles of cost 50-99.
   usage: gen_grid FILE ROWS COLS [SEED] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned long long state = 0x2545f4914f6cdd1dULL;

static unsigned int next_rand(void)
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned int) (state >> 33);
}

int main(int argc, char **argv)
{
    FILE  *fp;
    int    rows, cols, i, j, b, nblobs, dims[2];
    int   *grid;

    if (argc < 4) {
        fprintf(stderr, "usage: %s FILE ROWS COLS [SEED]\n", argv[0]);
        return 1;
    }
    rows = atoi(argv[2]);
    cols = atoi(argv[3]);
    if (argc > 4)
        state += (unsigned long long) atol(argv[4]);
    if (rows < 1 || cols < 1)
        return 1;
    grid = malloc((size_t) rows * cols * sizeof(int));
    if (grid == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++) {
            double hill = sin(i * 0.031) * cos(j * 0.017) +
                          0.5 * sin((i + 2 * j) * 0.0093);
            grid[(size_t) i * cols + j] =
                1 + (int) (6.0 * (hill + 1.5)) + (int) (next_rand() % 5);
        }
    nblobs = (int) ((long long) rows * cols / 1500) + 1;
    for (b = 0; b < nblobs; b++) {
        int ci = (int) (next_rand() % rows), cj = (int) (next_rand() % cols);
        int r = 2 + (int) (next_rand() % 9), c = 50 + (int) (next_rand() % 50);
        for (i = ci - r; i <= ci + r; i++)
            for (j = cj - r; j <= cj + r; j++)
                if (i >= 0 && i < rows && j >= 0 && j < cols &&
                    (i - ci) * (i - ci) + (j - cj) * (j - cj) <= r * r)
                    grid[(size_t) i * cols + j] = c;
    }

    fp = fopen(argv[1], "wb");
    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    dims[0] = rows;
    dims[1] = cols;
    fwrite(dims, sizeof(int), 2, fp);
    fwrite(grid, sizeof(int), (size_t) rows * cols, fp);
    fclose(fp);
    free(grid);
    return 0;
}
