/* A second definition of 'weight', which writes what it reads: which
   file the program links is not known, so neither summary is taken. */
double weight(double *w, int k)
{
    w[k] = 0.5 * w[k];
    return w[k];
}
