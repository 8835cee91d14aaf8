/* Reads one element of the grid it is passed. */
double probe(double *g, int i)
{
    return 2.0 * g[i];
}
