/* Helpers another file calls per point: which of them autolb's output of
   this file marks as running as written. */
double weight(const double *w, int k)
{
    return w[k] * w[k];
}

/* Has a loop of its own, which this file distributes (not called per
   iteration of a loop elsewhere): its code changes, so no symbol. */
double total(const double *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i];
    return s;
}

double scale = 2.0;

/* Reads a global: another file's summary cannot name it, so no symbol. */
double scaled(const double *v, int k)
{
    return scale * v[k];
}

/* Not visible to other files. */
static double twice(double x)
{
    return 2.0 * x;
}

double quadruple(double x)
{
    return twice(twice(x));
}
