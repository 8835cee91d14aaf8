/* The file that defines the arrays the other file declares extern. */
#define N 6000
double grid[N], out[N];
double g2[300][200], h2[300][200];
