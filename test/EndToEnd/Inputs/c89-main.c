/* An old-style program of three files: main's type is implicit, functions
   are defined with their parameters declared after the list, declarations
   open their blocks, and the functions of the other files are called
   without prototypes (relax without any declaration). */
#include <stdio.h>
#define N 240

double grid[N][N];
void scale();

static void init(n)
int n;
{
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      grid[i][j] = (i == 0 || j == 0) ? 1.0 : ((i * 7 + j * 3) % 11) / 11.0;
}

main()
{
  int i, j, sweeps, above;
  init(N);
  sweeps = relax(grid, N, 8);
  scale(grid, N, 0.5);
  above = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      if (grid[i][j] > 0.25)
        above++;
  printf("%d sweeps, %d above 0.25\n", sweeps, above);
  {
    double centre = grid[N / 2][N / 2];
    double corner = grid[N - 2][N - 2];
    printf("%.17g %.17g\n", centre, corner);
  }
  return 0;
}
