/* Gauss-Seidel sweeps in place (a pipeline), with a declaration at the
   start of the row's block; the type of relax is implicit. */
relax(a, n, steps)
double a[][240];
int n, steps;
{
  int t, i, j;
  for (t = 0; t < steps; t++)
    for (i = 1; i < n - 1; i++) {
      double w = 0.25;
      for (j = 1; j < n - 1; j++)
        a[i][j] = w * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
    }
  return steps;
}
