/* gen_keys.c: writes a key file for bptree: N distinct keys, increasing
   by random gaps of 1 to 19, in a shuffled order.
   usage: gen_keys FILE N [SEED] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long state = 0x853c49e6748fea9bULL;

static unsigned int next32(void)
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned int) (state >> 33);
}

int main(int argc, char **argv)
{
    FILE *fp;
    long  n, i, j;
    int  *keys, k = 100, t;

    if (argc < 3) {
        fprintf(stderr, "usage: %s FILE N [SEED]\n", argv[0]);
        return 1;
    }
    n = atol(argv[2]);
    if (argc > 3)
        state ^= (unsigned long long) atoll(argv[3]);
    if (n < 1 || n > 100000000L)
        return 1;
    keys = malloc(sizeof(int) * n);
    if (keys == NULL)
        return 1;
    for (i = 0; i < n; i++) {
        keys[i] = k;
        k += 1 + (int) (next32() % 19);
    }
    /* Fisher-Yates */
    for (i = n - 1; i > 0; i--) {
        unsigned long long r = (unsigned long long) next32() << 31;
        r ^= next32();
        j = (long) (r % (unsigned long long) (i + 1));
        t = keys[i];
        keys[i] = keys[j];
        keys[j] = t;
    }
    fp = fopen(argv[1], "w");
    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(fp, "%ld\n", n);
    for (i = 0; i < n; i++)
        fprintf(fp, "%d\n", keys[i]);
    fclose(fp);
    free(keys);
    return 0;
}
