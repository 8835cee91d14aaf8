/* A C89 file whose loop autolb distributes. */
#define N 100
double rows[N][N];

void scale(double f)
{
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      rows[i][j] *= f;
}
