// Loops that are not distributed stay exactly as written: sequential loops,
// loops marked '#pragma autolb sequential', and nests the code generator
// cannot handle yet (with a remark saying so).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 50
static double A[N][N];

// CHECK-LABEL: void pipelined_with_epilogue(void) {
// CHECK-NEXT: for (int i = 1; i < N; i++) {
// CHECK-NEXT: for (int j = 1; j < N - 1; j++)
// CHECK-NEXT: A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]);
// CHECK-NEXT: A[i][N - 1] = A[i][N - 2];
// CHECK-NEXT: }
// CHECK-NEXT: }
void pipelined_with_epilogue(void) {
  for (int i = 1; i < N; i++) {
    for (int j = 1; j < N - 1; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]);
    A[i][N - 1] = A[i][N - 2];
  }
}
// REMARK: loops-left-sequential.c:[[@LINE-6]]:3: remark: loop 'i' is not distributed: code generation for a distributed loop whose body has statements after the pipelined loop is not supported yet [-Ralb-missed=PipelineEpilogue]

// CHECK-LABEL: void marked(void) {
// CHECK-NEXT: /* autolb: applied '#pragma autolb sequential' */
// CHECK-NEXT: for (int i = 0; i < N; i++)
// CHECK-NEXT: A[i][4] = 1;
// CHECK-NEXT: }
void marked(void) {
#pragma autolb sequential
  for (int i = 0; i < N; i++)
    A[i][4] = 1;
}

// CHECK-LABEL: void recurrence(void) {
// CHECK-NEXT: for (int i = 1; i < N; i++)
// CHECK-NEXT: for (int j = 1; j < N; j++)
// CHECK-NEXT: A[i][j] = A[i - 1][j - 1] * A[i][j - 1] + A[i - 1][N - j];
// CHECK-NEXT: }
void recurrence(void) {
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++)
      A[i][j] = A[i - 1][j - 1] * A[i][j - 1] + A[i - 1][N - j];
}
// REMARK-NOT: alb-codegen]
