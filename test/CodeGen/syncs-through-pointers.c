// Pointers set from a distributed array may point anywhere into it: reading
// through them syncs every array. A parameter bound to the array itself
// syncs that array by its own name; free() reads nothing. The call in the
// printf arguments runs on every rank (alb_printf prints on the output rank only).
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#include <stdlib.h>
#define N 40
static double A[N][N];

// CHECK-LABEL: static double corner(double M[N][N]) {
// CHECK-NEXT: alb_array_sync(M); /* autolb: make distributed data whole */
// CHECK-NEXT: return M[N - 1][N - 1];
static double corner(double M[N][N]) {
  return M[N - 1][N - 1];
}

// CHECK-LABEL: int main(
// CHECK: double *row = A[N / 2];
// CHECK-NEXT: double *copy = malloc(N * sizeof(double));
// CHECK-NEXT: alb_sync_all(); /* autolb: make distributed data whole */
// CHECK-NEXT: alb_printf("%g %g\n", row[3], corner(A));
// CHECK-NEXT: free(copy);
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i * N + j;
  double *row = A[N / 2];
  double *copy = malloc(N * sizeof(double));
  printf("%g %g\n", row[3], corner(A));
  free(copy);
  return 0;
}
