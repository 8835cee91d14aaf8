// A row length spelled inside a macro's body ('AT(a, i, j)') cannot be
// named where the nest runs: its text there is the whole macro call. The
// analysis reads the references as rows; the generator keeps the loop
// sequential with the reason.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define AT(a, i, j) a[(i) * m + (j)]

void scale(int n, int m, double *x) {
  // CHECK: :[[@LINE+4]]:10: remark: array 'x' delinearized as [?][m] [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for flat array 'x' whose row length is spelled inside a macro is not supported yet [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      AT(x, i, j) *= 2;
}
