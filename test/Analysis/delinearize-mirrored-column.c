// 'a[y*nx + nx - 1 - x]', each row read back to front, is 'a[y][nx-1-x]':
// the nx in its column is the column's own (from nx - 1 down to 0), not a
// row further on, where the column '-x - 1' would leave the row.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void reverse_rows(int nx, int ny, double *a, double *b) {
  // CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'y' is DOALL; distributed
  // CHECK-DAG: :[[@LINE+4]]:23: remark: array 'a' delinearized as [?][nx] [-Ralb-analysis]
  // CHECK-NOT: not read as an array of rows
  for (int y = 0; y < ny; y++) {
    for (int x = 0; x < nx; x++)
      b[y * nx + x] = a[y * nx + nx - 1 - x];
    for (int x = 0; x < nx; x++)
      a[y * nx + x] = b[y * nx + x] * 0.5;
  }
}
