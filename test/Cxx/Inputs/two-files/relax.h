#ifndef RELAX_H
#define RELAX_H
namespace stencil {
void relax(const double *in, double *out, int rows, int cols);
double checksum(const double *grid, int rows, int cols);
} // namespace stencil
#endif
