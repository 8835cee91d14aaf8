/* Another probe of the same name, linked instead: it moves the whole grid
   on each call, in a loop autolb distributes in this file. */
#define N 3000

double probe(double *g, int i)
{
    int k;

    for (k = 0; k < N; k++)
        g[k] = g[k] + 1.0;
    return 2.0 * g[i];
}
