/* The other file of pointer-into-distributed-array-returned-by-other-file.c:
   it returns a pointer into that file's grid. */
#define COLS 130
extern double grid[][COLS];
double *row_at(int r) { return &grid[r][0]; }
