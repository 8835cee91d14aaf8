/* Calls dot() once per row, passing the row the loop's variable picks. */
double dot(const double *x, const double *y, int n);

void row_norms(double **rows, double *norms, int m, int n)
{
    int i;
    for (i = 0; i < m; i++)
        norms[i] = dot(rows[i], rows[i], n);
}
