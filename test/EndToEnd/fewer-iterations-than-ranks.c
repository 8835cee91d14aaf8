// Distributed loops with fewer iterations than ranks (2 and 3 at up to 4
// ranks), so that some ranks own empty blocks at every execution: a
// pipeline (DOACROSS over 2 rows), a DOALL with halos over 3 rows and an
// independent loop of 2 iterations, inside a time loop so that the
// balancer interacts (and stress mode moves work) with empty ranks.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define M 400
#define T 60
static double P[4][M], J[5][M], K[5][M], D[2][M];

int main(void) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < M; j++)
      P[i][j] = (i * 7 + j * 3) % 11;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < M; j++)
      J[i][j] = K[i][j] = (i + j) % 5;
  for (int t = 0; t < T; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: {{.*}}DOACROSS
    for (int i = 1; i < 3; i++)
      for (int j = 1; j < M - 1; j++)
        P[i][j] = 0.25 * P[i][j] +
                  0.1875 * (P[i - 1][j] + P[i + 1][j] + P[i][j - 1] + P[i][j + 1]);
    // CHECK: :[[@LINE+1]]:5: remark: {{.*}}DOALL
    for (int i = 1; i < 4; i++)
      for (int j = 0; j < M; j++)
        K[i][j] = 0.5 * J[i][j] + 0.25 * (J[i - 1][j] + J[i + 1][j]);
    for (int i = 1; i < 4; i++)
      for (int j = 0; j < M; j++)
        J[i][j] = K[i][j];
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < M; j++)
        D[i][j] = D[i][j] * 0.5 + P[i + 1][j];
  }
  for (int i = 0; i < 4; i++)
    printf("%.17g %.17g\n", P[i][M / 2], P[i][M - 2]);
  for (int i = 0; i < 5; i++)
    printf("%.17g\n", J[i][M / 3]);
  for (int i = 0; i < 2; i++)
    printf("%.17g\n", D[i][7]);
  return 0;
}
