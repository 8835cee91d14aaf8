/* main.c: usage: myocyte PARAMFILE [-t T_END] [-dt DT]
   Paces every cell of the population for T_END ms (default 200) with
   steps of DT ms (default 0.1) and prints statistics of the result. */
#include <string.h>
#include "myocyte.h"

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s PARAMFILE [-t t_end] [-dt dt]\n", argv0);
    exit(1);
}

int main(int argc, char **argv)
{
    const char       *filename = NULL;
    double            t_end = 200.0, dt = 0.1;
    int               i, nsteps;
    struct population pop;
    struct pop_stats  st;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
            t_end = atof(argv[++i]);
        else if (strcmp(argv[i], "-dt") == 0 && i + 1 < argc)
            dt = atof(argv[++i]);
        else if (argv[i][0] != '-' && filename == NULL)
            filename = argv[i];
        else
            usage(argv[0]);
    }
    if (filename == NULL || t_end <= 0.0 || dt <= 0.0 || dt > 0.5)
        usage(argv[0]);

    read_population(filename, &pop);
    nsteps = (int) (t_end / dt + 0.5);
    printf("%d cells, %d steps of %.4f ms\n", pop.ncells, nsteps, dt);

    simulate(&pop, nsteps, dt);

    population_stats(&pop, &st);
    print_report(&pop, &st);
    free_population(&pop);
    return 0;
}
