/* Every element times f, a double passed without a prototype. */
void scale(a, n, f)
double a[][240];
int n;
double f;
{
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = a[i][j] * f;
}
