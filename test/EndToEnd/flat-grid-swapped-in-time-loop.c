// A flat grid addressed x + y*nx, its two buffers swapped by the time loop
// around the sweep, in one function (as code without a step helper writes
// it): the time loop is sequential (the pointers change between its
// iterations), and the sweep inside it reads each buffer as rows, a[y][x],
// so it is distributed with a one-row halo. The index may be held in a C89
// local assigned once. A pointer that moves inside the sweep itself keeps
// that sweep sequential. Output equal to the sequential program's in every
// mode.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int nx = 37, ny = 60, x, y, s;
  float *a = malloc(nx * ny * sizeof(float));
  float *b = malloc(nx * ny * sizeof(float));
  float *t, *row;
  if (!a || !b)
    return 1;
  for (int i = 0; i < nx * ny; i++) {
    a[i] = (float)(i % 13);
    b[i] = 0.0f;
  }
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 's' is not distributed: pointer 'b' changes between iterations
  for (s = 0; s < 5; s++) {
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'y' is DOALL; distributed
    for (y = 1; y < ny - 1; y++)
      for (x = 0; x < nx; x++) {
        int c;
        c = x + y * nx;
        b[c] = 0.5f * a[c] + 0.25f * (a[c - nx] + a[c + nx]);
      }
    t = a;
    a = b;
    b = t;
  }
  row = a;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'y' is not distributed: pointer 'row' changes
  for (y = 0; y < ny; y++) {
    for (x = 0; x < nx; x++)
      row[x] = row[x] * 2.0f + (float)y;
    row += nx;
  }
  for (y = 0; y < ny; y += 7)
    printf("%d: %.9g %.9g\n", y, a[y * nx + 3], b[y * nx + nx - 1]);
  free(a);
  free(b);
  return 0;
}
