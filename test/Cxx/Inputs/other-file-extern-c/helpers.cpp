// A helper of C linkage in a C++ program, in a file of its own.
extern "C" double squared(const double *a, int k)
{
    return a[k] * a[k];
}
