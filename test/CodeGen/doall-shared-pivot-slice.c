// A DOALL nest that reads a slice every iteration shares (a pivot row at a
// nest-invariant index, here k and k + 1) gets that range in its array's
// descriptor: the run-time makes those slices whole before the nest, not the
// whole array. Indices that differ in more than a constant, or that the nest
// changes, keep the whole-array sync.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 64

// CHECK-LABEL: static void eliminate(
// CHECK-NOT: alb_array_sync
// CHECK: .shared_first = (long)(k), .shared_end = (long)(k) + 1}};
// CHECK: alb_nest_begin(
static void eliminate(int n, double A[N][N]) {
  for (int k = 0; k < n; k++) {
    // REMARK: :[[@LINE+1]]:5: remark: slice 'k' of 'A' made whole before each execution of the loop (every iteration reads it), not all of the array [-Ralb-codegen]
    for (int i = k + 1; i < n; i++) {
      double f = A[i][k] / A[k][k];
      for (int j = k; j < n; j++)
        A[i][j] -= f * A[k][j];
    }
  }
}

// CHECK-LABEL: static void three_rows(
// CHECK-NOT: alb_array_sync
// CHECK: .shared_first = (long)(k - 1), .shared_end = (long)(k + 1) + 1}};
static void three_rows(double B[N][N]) {
  for (int k = 1; k < N / 2 - 1; k++)
    // REMARK: :[[@LINE+1]]:5: remark: slices 'k - 1' to 'k + 1' of 'B' made whole before each execution of the loop (every iteration reads it), not all of the array [-Ralb-codegen]
    for (int i = N / 2; i < N; i++)
      for (int j = 0; j < N; j++)
        B[i][j] += B[k - 1][j] + B[k][j] + B[k + 1][j];
}

// Two invariant rows that are not a constant apart: the whole array.
// CHECK-LABEL: static void two_rows(
// CHECK: alb_array_sync(C);
// CHECK-NOT: .shared_first
// CHECK: alb_nest_begin(
static void two_rows(double C[N][N]) {
  for (int k = 1; k < 4; k++)
    for (int i = 8; i < N; i++)
      for (int j = 0; j < N; j++)
        C[i][j] += C[k][j] + C[0][j];
}

// The row index is a loop inside the nest: the whole array.
// CHECK-LABEL: static void inner_rows(
// CHECK: alb_array_sync(D);
// CHECK-NOT: .shared_first
// CHECK: alb_nest_begin(
static void inner_rows(double D[N][N]) {
  for (int i = 8; i < N; i++)
    for (int t = 0; t < 4; t++)
      for (int j = 0; j < N; j++)
        D[i][j] += D[t][j];
}

double A[N][N], B[N][N], C[N][N], D[N][N];

int main(void) {
  eliminate(N, A);
  three_rows(B);
  two_rows(C);
  inner_rows(D);
  return 0;
}
