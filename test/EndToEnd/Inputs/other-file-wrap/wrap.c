/* Wraps nearest() at link time (-Wl,--wrap=nearest): counts the calls,
   then calls the helper autolb summarized. */
#include <stdio.h>

int __real_nearest(const double *pt, double **centres, int ncentres, int dim);

static long wrapped;

int __wrap_nearest(const double *pt, double **centres, int ncentres, int dim)
{
    wrapped++;
    return __real_nearest(pt, centres, ncentres, dim);
}

static void report(void) __attribute__((destructor));
static void report(void)
{
    printf("wrapped %ld\n", wrapped);
}
