// Private arrays: the section the loop writes is computed before the nest
// (empty when a range is), the rank whose chunk ends at the trip count
// notes that it ran the last iteration, and after alb_nest_end that rank
// gives the section to every rank with alb_private_copy_out. The array is
// not described to the run-time: each rank uses its own copy.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N], t[N], out[N];

void smooth(int n, int lo, int hi) {
  // REMARK-DAG: :[[@LINE+1]]:3: remark: array 't' privatized: every iteration writes it before reading it, so every rank uses its own copy; the rank that ran the last iteration gives its copy of the elements the loop writes to all after the loop [-Ralb-private]
  for (int i = 0; i < n; i++) {
    for (int j = lo; j < hi; j++)
      t[j + 1] = A[i][j] * 0.5;
    for (int j = lo; j < hi; j++)
      out[i] += t[j + 1];
  }
}
// CHECK: .narrays = 2,
// CHECK: if (!((long)(hi) < (long)(lo) + 1)) {
// CHECK-NEXT: [[E:alb_t_elems[0-9]*]] = &t[(long)(lo) + 1];
// CHECK-NEXT: [[C:alb_t_count[0-9]*]] = (long)(&t[(long)(hi)] - [[E]]) + 1;
// CHECK-NEXT: }
// CHECK-NEXT: int [[LAST:alb_ranlast[0-9]*]] = 0;
// CHECK-NEXT: alb_nest_begin(&[[NEST:alb_nest[0-9]*]], &{{.*}}, [[FIRST:alb_first[0-9]*]], 1, [[COUNT:alb_count[0-9]*]]);
// CHECK: while (alb_nest_next([[NEST]], &{{.*}}, &[[KHI:alb_khi[0-9]*]]) == ALB_OK) {
// CHECK: [[LAST]] |= [[KHI]] == [[COUNT]];
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_end([[NEST]]);
// CHECK-NEXT: alb_private_copy_out([[E]], [[C]], sizeof *[[E]], [[LAST]]);

// An element type without a name cannot be spelled for the section's
// pointer: the loop stays sequential.
static struct {
  double x;
} cells[N];

void anonymous(int n) {
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: code generation for private array 'cells', whose element type has no name, is not supported yet [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < N; j++)
      cells[j].x = A[i][j];
    for (int j = 0; j < N; j++)
      out[i] += cells[j].x;
  }
}
