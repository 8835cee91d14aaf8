/* Calls dot() in a loop that carries a dependence, passing a count that
   changes with the loop's variable, not data it chooses. */
double dot(const double *x, const double *y, int n);

void power_steps(double *x, const double *y, int n, int steps)
{
    int k;
    for (k = 0; k < steps; k++)
        x[k] += dot(x, y, n - k) * 1e-12;
}
