#ifndef MPICC_KERNELS_H
#define MPICC_KERNELS_H
#ifndef N
#error "N is defined by the build"
#endif
void smooth(double a[N][N], double b[N][N]);
double total(double a[N][N]);
#endif
