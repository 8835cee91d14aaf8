// Two per-pixel sweeps over flat heap images whose flat index is held in a
// local (`int k = i * cols + j;`), as image-processing code writes them:
// derivatives towards clamped neighbours (rows through index arrays), then
// an update from the neighbours' coefficients. Both sweeps are distributed
// by rows; bitwise equal at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

static void sweep(float *J, float *dN, float *dE, float *c, const int *iS,
                  const int *jE, int rows, int cols) {
  int i, j;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      int k = i * cols + j;
      float Jc = J[k];
      dN[k] = J[iS[i] * cols + j] - Jc;
      dE[k] = J[i * cols + jE[j]] - Jc;
      c[k] = 1.0f / (1.0f + dN[k] * dN[k] + dE[k] * dE[k]);
    }
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      int k = i * cols + j;
      float D = c[iS[i] * cols + j] * dN[k] + c[i * cols + jE[j]] * dE[k];
      J[k] = J[k] + 0.125f * D;
    }
}

int main(void) {
  int rows = 300, cols = 200, i, step;
  float *J = malloc(sizeof(float) * rows * cols);
  float *dN = malloc(sizeof(float) * rows * cols);
  float *dE = malloc(sizeof(float) * rows * cols);
  float *c = malloc(sizeof(float) * rows * cols);
  int *iS = malloc(sizeof(int) * rows), *jE = malloc(sizeof(int) * cols);
  double sum = 0.0;
  for (i = 0; i < rows * cols; i++)
    J[i] = (float)((i * 37) % 101) / 100.0f;
  for (i = 0; i < rows; i++)
    iS[i] = i == rows - 1 ? i : i + 1;
  for (i = 0; i < cols; i++)
    jE[i] = i == cols - 1 ? i : i + 1;
  for (step = 0; step < 5; step++)
    sweep(J, dN, dE, c, iS, jE, rows, cols);
  for (i = 0; i < rows * cols; i += 7)
    sum += J[i];
  printf("%.9e %.9e\n", sum, (double)J[rows * cols / 2]);
  free(J);
  free(dN);
  free(dE);
  free(c);
  free(iS);
  free(jE);
  return 0;
}
