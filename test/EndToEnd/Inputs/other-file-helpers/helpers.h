/* Distance helpers, kept in a file of their own as applications do. */
#ifndef HELPERS_H
#define HELPERS_H
double sqdist(const double *a, const double *b, int dim);
int nearest(const double *pt, double **centres, int ncentres, int dim);
long helper_calls(void);
#endif
