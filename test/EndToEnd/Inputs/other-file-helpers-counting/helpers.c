/* The same helpers, counting their calls in a global: not the code
   autolb summarized beside points.c, and not pure. */
#include "../other-file-helpers/helpers.h"

static long calls;

double sqdist(const double *a, const double *b, int dim)
{
    double s = 0.0;
    int d;
    calls++;
    for (d = 0; d < dim; d++)
        s += (a[d] - b[d]) * (a[d] - b[d]);
    return s;
}

int nearest(const double *pt, double **centres, int ncentres, int dim)
{
    int c, best = 0;
    double best_d = sqdist(pt, centres[0], dim);
    for (c = 1; c < ncentres; c++) {
        double d = sqdist(pt, centres[c], dim);
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    return best;
}

long helper_calls(void)
{
    return calls;
}
