// Symmetric writes: iteration i of each product nest writes row i and column
// i of S, and the run-time sends the column's elements to their rows'
// owners after the nest. Over several time steps the rows move: a nest that
// reads a halo of B is block-tied (its blocks move at interactions), the
// triangular one is scheduled in chunks (any rank may run any row, also
// stolen with ALB_STEAL_RANKS=1 and in FAC2 chunks with ALB_DAF=0), and a
// row-wise nest reads S back, so a column element that missed its row's
// owner would change the output. R's last row is no iteration's own: the
// scaling nest leaves it on the last rank, which receives its column
// elements. C is distributed by columns, and row i left of the diagonal is
// sent to the columns' owners.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// RUN: %run-all-modes --env ALB_STEAL_RANKS=1 --remarks %t.remarks %t.expected %t.mpi
// RUN: %run-all-modes --env ALB_DAF=0 --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 96
#define STEPS 5

static double B[N][N], S[N][N], R[N][N], C[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = (double)((i * 7 + j * 3) % 11) / 8.0;
  for (int t = 0; t < STEPS; t++) {
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL (2 arrays)
    for (int i = 1; i < N; i++)
      for (int j = i; j < N; j++) {
        S[i][j] = 0.5 * B[i - 1][j] + B[i][j] + t;
        // CHECK: :[[@LINE+1]]:9: remark: writes to 'S' outside the rows iteration 'i' owns ('S[j][i]': column i of rows i to 95)
        S[j][i] = S[i][j];
      }
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL with independent iterations
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        R[i][j] *= 0.5;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL with independent iterations
    for (int i = 0; i < N - 1; i++)
      for (int j = i + 1; j < N; j++) {
        double sum = 0.0;
        for (int k = 0; k <= j; k++)
          sum += B[k][i] * B[k][j];
        R[i][j] = sum;
        // CHECK: :[[@LINE+1]]:9: remark: writes to 'R' outside the rows iteration 'i' owns ('R[j][i]': column i of rows i + 1 to 95)
        R[j][i] = -sum;
      }
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = 0; i < N; i++)
      for (int j = 0; j < i; j++) {
        C[j][i] = B[j][i] + B[i][j] * t;
        // CHECK: :[[@LINE+1]]:9: remark: writes to 'C' outside the columns iteration 'i' owns ('C[i][j]': row i of columns 0 to i - 1)
        C[i][j] = C[j][i] * 0.5;
      }
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        B[i][j] = 0.25 * (S[i][j] + R[i][j] + C[i][j]) - 0.125 * B[i][j];
  }
  for (int i = 0; i < N; i += 5)
    printf("%d %a %a %a %a\n", i, B[i][(i * 7) % N], S[(i * 3) % N][i],
           R[i][(i * 11) % N], C[(i * 5) % N][i]);
  return 0;
}
