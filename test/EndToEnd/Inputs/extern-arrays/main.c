/* Arrays declared without their size, as old programs declare another
   file's globals. */
#include <stdio.h>
extern double grid[], out[];
extern double g2[][200], h2[][200];
int main()
{
    int i, j;
    for (i = 0; i < 6000; i++)
        grid[i] = (i % 101) * 0.01;
    for (i = 1; i < 6000 - 1; i++)
        out[i] = 0.5 * grid[i] + 0.25 * (grid[i - 1] + grid[i + 1]);
    for (i = 0; i < 300; i++)
        for (j = 0; j < 200; j++)
            g2[i][j] = (i * 3 + j) % 17;
    for (i = 1; i < 299; i++)
        for (j = 0; j < 200; j++)
            h2[i][j] = g2[i - 1][j] + g2[i + 1][j] * 0.5;
    for (i = 0; i < 6000; i += 599)
        printf("%d %.17g\n", i, out[i]);
    for (i = 0; i < 300; i += 37)
        printf("%d %.17g %.17g\n", i, h2[i][7], h2[i][199]);
    return 0;
}
