// A 3-D thermal stencil as application code writes it (Rodinia's
// hotspot3D): one flat allocation per grid, indices declared at the top of
// the body and assigned once, the expanded subscript x + y*nx + z*nx*ny,
// and each neighbour clamped at the faces with ?:. The z loop is
// distributed with one plane of halo each side; the two grids swap every
// step. Output equal to the sequential program's in every mode.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

// CHECK-DAG: :[[@LINE+18]]:9: remark: array 'tOut' delinearized as [?][ny][nx] [-Ralb-analysis]
// CHECK-DAG: :[[@LINE+6]]:3: remark: loop 'z' distributed as DOALL (3 arrays), when its arrays that may share memory do not overlap
static void step(float *tIn, float *tOut, const float *power, int nx, int ny,
                 int nz) {
  int x, y, z;
  float cc = 0.4f, cn = 0.1f, cv = 0.05f;

  for (z = 0; z < nz; z++)
    for (y = 0; y < ny; y++)
      for (x = 0; x < nx; x++) {
        int c, w, e, n, s, b, t;
        c = x + y * nx + z * nx * ny;
        w = (x == 0) ? c : c - 1;
        e = (x == nx - 1) ? c : c + 1;
        n = (y == 0) ? c : c - nx;
        s = (y == ny - 1) ? c : c + nx;
        b = (z == 0) ? c : c - nx * ny;
        t = (z == nz - 1) ? c : c + nx * ny;
        tOut[c] = cc * tIn[c] + cn * (tIn[w] + tIn[e] + tIn[n] + tIn[s]) +
                  cv * (tIn[b] + tIn[t]) + power[c];
      }
}

int main(void) {
  int nx = 24, ny = 20, nz = 30, steps = 12;
  int size = nx * ny * nz;
  float *power = malloc(size * sizeof(float));
  float *a = malloc(size * sizeof(float));
  float *b = malloc(size * sizeof(float));
  if (!power || !a || !b)
    return 1;
  for (int i = 0; i < size; i++) {
    power[i] = (float)((i * 7) % 13) * 0.01f;
    a[i] = 20.0f + (float)(i % 17);
  }
  for (int k = 0; k < steps; k++) {
    float *tmp;
    step(a, b, power, nx, ny, nz);
    tmp = a;
    a = b;
    b = tmp;
  }
  double sum = 0.0;
  for (int i = 0; i < size; i++)
    sum += a[i];
  printf("sum %.6f corner %.6f centre %.6f\n", sum, a[0],
         a[nx / 2 + (ny / 2) * nx + (nz / 2) * nx * ny]);
  free(power);
  free(a);
  free(b);
  return 0;
}
