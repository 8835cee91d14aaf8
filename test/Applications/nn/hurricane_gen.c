/* hurricane_gen.c: writes a synthetic hurricane track file for nn.
   usage: hurricane_gen FILE RECORDS [SEED] */
#include <stdio.h>
#include <stdlib.h>

static const char *names[] = {
    "ALBERTO", "BERYL", "CHRIS", "DEBBY", "ERNESTO", "FLORENCE", "GORDON",
    "HELENE", "ISAAC", "JOYCE", "KIRK", "LESLIE", "MICHAEL", "NADINE",
    "OSCAR", "PATTY", "RAFAEL", "SARA", "TONY", "VALERIE", "WILLIAM"
};

int main(int argc, char **argv)
{
    FILE        *fp;
    long         i, count;
    unsigned int s = 1;
    int          nnames = (int) (sizeof(names) / sizeof(names[0]));

    if (argc < 3) {
        fprintf(stderr, "usage: %s FILE RECORDS [SEED]\n", argv[0]);
        return 1;
    }
    count = atol(argv[2]);
    if (argc > 3)
        s = (unsigned int) atol(argv[3]);
    fp = fopen(argv[1], "w");
    if (fp == NULL) {
        perror(argv[1]);
        return 1;
    }
    for (i = 0; i < count; i++) {
        int lat10, lng10, wind, press;
        s = s * 1103515245u + 12345u;
        lat10 = 70 + (int) ((s >> 8) % 560);      /* 7.0 .. 62.9 */
        s = s * 1103515245u + 12345u;
        lng10 = 100 + (int) ((s >> 8) % 1700);    /* 10.0 .. 179.9 */
        s = s * 1103515245u + 12345u;
        wind = 10 + (int) ((s >> 8) % 150);
        press = 1010 - wind / 2;
        fprintf(fp, "%4d %2d %2d %2d %3ld %-10s %5.1f %5.1f %4d %4d\n",
                1950 + (int) (i % 60), 1 + (int) (i % 12), 1 + (int) (i % 28),
                (int) (i % 4) * 6, i % 100, names[i % nnames],
                lat10 / 10.0, lng10 / 10.0, wind, press);
    }
    fclose(fp);
    return 0;
}
