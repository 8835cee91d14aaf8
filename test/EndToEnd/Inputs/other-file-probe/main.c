/* Samples a grid through a helper of another file, and reads the grid
   again after each call. */
#include <stdio.h>

#define N 3000
#define M 400

double probe(double *g, int i);

double grid[N];
double out[M];

int main(void)
{
    double sum = 0.0;
    int i;

    for (i = 0; i < N; i++)
        grid[i] = (double) (i % 13);
    for (i = 0; i < M; i++)
        out[i] = probe(grid, i) + grid[(i * 7) % N];
    for (i = 0; i < M; i++)
        sum += out[i] * (double) (i % 5);
    printf("%.17g %.17g %.17g\n", out[1], out[M - 1], sum);
    return 0;
}
