// Nests whose arrays share memory (here A and a row of A passed as a
// pointer) stay sequential: the run-time would track the same memory under
// two bases. Nothing is distributed then, so nothing is synchronized.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 40
static double A[N][N];

// CHECK-LABEL: static void scale(double *row, int n) {
// CHECK-NEXT: for (int j = 0; j < n; j++)
// CHECK-NEXT: row[j] = row[j] * 2;
static void scale(double *row, int n) {
  for (int j = 0; j < n; j++)
    row[j] = row[j] * 2;
}
// REMARK: alias-into-distributed-array.c:[[@LINE-3]]:3: remark: loop 'j' is not distributed: 'row' shares memory with another distributed array [-Ralb-missed=AliasIntoDistributedArray]

// REMARK: alias-into-distributed-array.c:[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'A' shares memory with another distributed array [-Ralb-missed=AliasIntoDistributedArray]
void run(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i + j;
  scale(&A[3][0], N);
}
// CHECK-NOT: alb_sync
