// A DOALL nest whose iterations read no other iteration's slices (matrix
// multiply): independent, run as the run-time's chunks. B is read along a
// dimension that is not distributed, so it is made whole before the nest;
// the private 's' stays declared in the body.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 64
static double A[N][N], B[N][N], C[N][N];

void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = i + j;
      B[i][j] = i - j;
    }
}

// CHECK-LABEL: void multiply(void) {
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
// CHECK-NEXT: alb_array_sync(B);
// CHECK-NEXT: long alb_first1 = (long)(0);
// CHECK-NEXT: long alb_bound1 = (long)(N);
// CHECK-NEXT: long alb_count1 = alb_first1 < alb_bound1 ? alb_bound1 - alb_first1 : 0;
// CHECK-NEXT: if (alb_nest_replicates(alb_nest1, alb_count1)) { /* autolb: too short to pay for distribution: the loop as written, on every rank */
// CHECK-NEXT: for (int i = 0; i < N; i++)
// CHECK: } else {
// CHECK-NEXT: alb_array alb_arrays1[] = {
// CHECK-NEXT: {.name = "A", .base = (void *)&A[0][0], .elem_size = sizeof(A[0][0]),
// CHECK-NEXT: .extent = (long)(sizeof(A) / sizeof(A[0])), .slice_stride = sizeof(A[0]),
// CHECK-NEXT: .slice_elems = (long)(sizeof(A[0]) / sizeof(A[0][0])), .elem_stride = sizeof(A[0][0]),
// CHECK-NEXT: .halo_below = 0, .halo_above = 0, .written = 0, .pipe_rows = 0},
// CHECK-NEXT: {.name = "C", .base = (void *)&C[0][0], .elem_size = sizeof(C[0][0]),
// CHECK-NEXT: .extent = (long)(sizeof(C) / sizeof(C[0])), .slice_stride = sizeof(C[0]),
// CHECK-NEXT: .slice_elems = (long)(sizeof(C[0]) / sizeof(C[0][0])), .elem_stride = sizeof(C[0][0]),
// CHECK-NEXT: .halo_below = 0, .halo_above = 0, .written = 1, .pipe_rows = 0}};
// CHECK-NEXT: alb_nest_desc alb_desc1 = {
// CHECK-NEXT: .file = "doall-independent.c", .line = [[@LINE+21]], .loop_var = "i",
// CHECK-NEXT: .kind = ALB_NEST_DOALL, .independent = 1,
// CHECK-NEXT: .hook_level = 0, .ops_per_iteration = {{[0-9]+}}, .narrays = 2, .arrays = alb_arrays1,
// CHECK-NEXT: .replicable = 1};
// CHECK-NEXT: alb_nest_begin(&alb_nest1, &alb_desc1, alb_first1, 1, alb_count1);
// CHECK-NEXT: long alb_klo1, alb_khi1;
// CHECK-NEXT: while (alb_nest_next(alb_nest1, &alb_klo1, &alb_khi1) == ALB_OK) {
// CHECK-NEXT: int alb_lo1 = (int)(alb_first1 + alb_klo1 * 1);
// CHECK-NEXT: int alb_hi1 = (int)(alb_first1 + alb_khi1 * 1);
// CHECK-NEXT: for (int i = alb_lo1; i < alb_hi1; i++)
// CHECK-NEXT: for (int j = 0; j < N; j++) {
// CHECK-NEXT: double s = 0;
// CHECK-NEXT: for (int k = 0; k < N; k++)
// CHECK-NEXT: s += A[i][k] * B[k][j];
// CHECK-NEXT: C[i][j] = s;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: alb_nest_end(alb_nest1);
// CHECK-NEXT: }
// CHECK-NEXT: }
void multiply(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
// REMARK: doall-independent.c:[[@LINE-8]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
