// Syncs go before statements, so a statement that calls a function running
// a distributed nest and then reads distributed data (`x = (step(), A[k])`)
// could not see that nest's results. Such a function's nests, and those of
// every function it calls, stay sequential, with a remark and a note at the
// call. Called as a statement of its own, a function keeps its nests.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 64
static double A[N], B[N];

static void inner(double v) {
  for (int i = 0; i < N; i++)
    A[i] = v * i;
}
static void outer(double v) { inner(v); }

static void fill(double v) {
  for (int i = 0; i < N; i++)
    B[i] = v + i;
}

double run(int k) {
  fill(1.0);
  double x = (outer(2.0), A[k]);
  return x + B[k];
}
// REMARK: nest-called-amid-distributed-reads.c:13:3: remark: loop 'i' is not distributed: 'outer' runs it and is called inside an expression that also reads 'A', where no sync could follow the call [-Ralb-missed=CalledAmidDistributedRead]
// REMARK: nest-called-amid-distributed-reads.c:25:15: note: called here
// REMARK: nest-called-amid-distributed-reads.c:19:3: remark: loop 'i' distributed
// CHECK: static void inner(double v) {
// CHECK-NEXT: for (int i = 0; i < N; i++)
// CHECK-NEXT: A[i] = v * i;
// CHECK: static void fill(double v) {
// CHECK-NEXT: { /* autolb: loop 'i' distributed
