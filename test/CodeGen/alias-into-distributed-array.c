// A nest over a row of A passed as a pointer, and a nest over A itself:
// both are distributed. The run-time releases the record of one when the
// other's overlaps it, and the replicated code of the file makes every
// array whole before it reads A (part of A's memory may be tracked under
// the pointer, where a sync of A by name would not look).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 40
static double A[N][N];

// REMARK-DAG: alias-into-distributed-array.c:[[@LINE+3]]:3: remark: loop 'j' distributed as DOALL
// CHECK-LABEL: static void scale(double *row, int n) {
static void scale(double *row, int n) {
  for (int j = 0; j < n; j++)
    row[j] = row[j] * 2;
}

// REMARK-DAG: alias-into-distributed-array.c:[[@LINE+4]]:3: remark: loop 'i' distributed as DOALL
// REMARK-DAG: alias-into-distributed-array.c:[[@LINE+11]]:3: remark: every distributed array made whole before replicated code that reads through a pointer into one
// CHECK-LABEL: double run(void) {
double run(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i + j;
  // CHECK: alb_sync_all();
  // CHECK-NEXT: scale(&A[3][0], N);
  // CHECK-NEXT: alb_sync_all();
  // CHECK-NEXT: return A[3][5] + A[7][1];
  scale(&A[3][0], N);
  return A[3][5] + A[7][1];
}
// CHECK-NOT: alb_array_sync
