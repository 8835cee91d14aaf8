/* The helpers as autolb summarized them beside the caller: one element
   written, one array read. */
void bump(double *a, int i)
{
    a[i] = a[i] * 2.0 + 1.0;
}

double level(const double *c, int i)
{
    return c[i] * 0.25;
}
