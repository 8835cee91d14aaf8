// A helper of C linkage beside a C++ overload of the same name.
extern "C" double weight(const double *w, int k)
{
    return w[k] * w[k];
}

double weight(float x)
{
    return 2.0 * x;
}
