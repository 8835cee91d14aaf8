// Every reference of a pointer in the nest must be read with the same
// shape: 'w[j]' next to 'w[i*m + j]', or rows of m + 1 next to rows of m,
// leave all of them flat.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void mixed(int n, int m, double *restrict x, double *restrict w) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'w' is not read as an array of rows: 'w[j]' is not of the form 'i*m + j'; a dependence on 'w' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: array 'w' delinearized
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[j] = w[i * m + j] + x[i * m + j];
}

void two_lengths(int n, int m, double *x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'x' is not read as an array of rows: 'x[i*m+j]' and 'x[i*(m+1)+j]' have different row lengths; a dependence on 'x' is assumed [-Ralb-missed=Delinearization]
  // CHECK-NOT: array 'x' delinearized
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[i * m + j] = x[i * (m + 1) + j];
}
