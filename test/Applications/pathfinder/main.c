/* main.c: usage: pathfinder GRIDFILE [-n PASSES]
   Pass p (0 .. PASSES-1, default 4) charges p for every move aside. */
#include <string.h>
#include "pathfinder.h"

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s GRIDFILE [-n passes]\n", argv0);
    exit(1);
}

int main(int argc, char **argv)
{
    const char           *filename = NULL;
    int                   passes = 4, p, j, best, argmin, *last;
    unsigned long         sum;
    struct grid           g;
    struct column_profile prof;

    for (j = 1; j < argc; j++) {
        if (strcmp(argv[j], "-n") == 0 && j + 1 < argc)
            passes = atoi(argv[++j]);
        else if (argv[j][0] != '-' && filename == NULL)
            filename = argv[j];
        else
            usage(argv[0]);
    }
    if (filename == NULL || passes < 1)
        usage(argv[0]);

    read_grid(filename, &g);
    printf("grid %d x %d, %d passes\n", g.rows, g.cols, passes);

    prof.sum = xmalloc(g.cols * sizeof(long));
    prof.run = xmalloc(g.cols * sizeof(int));
    column_profile(&g, &prof);
    print_profile(&g, &prof);

    last = xmalloc(g.cols * sizeof(int));
    for (p = 0; p < passes; p++) {
        best = cheapest_paths(&g, p, last);
        argmin = 0;
        sum = 0;
        for (j = 0; j < g.cols; j++) {
            if (last[j] < last[argmin])
                argmin = j;
            sum = sum * 31 + (unsigned long) last[j];
        }
        printf("penalty %d: cheapest path %d ending in column %d, "
               "last row checksum %lu\n", p, best, argmin, sum);
    }

    free(last);
    free(prof.sum);
    free(prof.run);
    free_grid(&g);
    return 0;
}
