#include <cstdio>

extern "C" double squared(const double *a, int k);

int main()
{
    const int n = 200000;
    double *a = new double[n];
    double *b = new double[n];
    for (int i = 0; i < n; i++)
        a[i] = i * 0.5;
    for (int i = 0; i < n; i++)
        b[i] = squared(a, i) + 1.0;
    double s = 0.0;
    for (int i = 0; i < n; i += 997)
        s += b[i];
    std::printf("%.17g\n", s);
    delete[] a;
    delete[] b;
    return 0;
}
