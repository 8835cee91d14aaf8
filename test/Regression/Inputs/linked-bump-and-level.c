/* The helpers of the same names that the program links instead (another
   directory, or a newer version of the file): their loops write the whole
   array, and autolb's output of this file distributes them, which leaves
   the array distributed when they return. */
#define N 100000

void bump(double *a, int i)
{
    int j;
    if (i != 0)
        return;
    for (j = 0; j < N; j++)
        a[j] = a[j] * 2.0 + 1.0;
}

double level(double *c, int i)
{
    int j;
    if (i == 0)
        for (j = 0; j < N; j++)
            c[j] += 3.0;
    return c[i] * 0.25;
}
