// A C++ function of the same name is another symbol: no conflict with the
// helper of C linkage.
double squared(const double *a, int k)
{
    return a[k] + k;
}
