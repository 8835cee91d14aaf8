// C89 has no designated initializers, and an aggregate's initializers must
// be constants there: the array and nest descriptors start zeroed at the
// start of the nest's block and get their members one by one (members the
// C99 initializer leaves out stay zero).
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 64
static double A[N][N], B[N][N];

void smooth(int n)
{
  int i, j;
  for (i = 1; i < n - 1; i++)
    for (j = 0; j < N; j++)
      A[i][j] = 0.5 * (B[i - 1][j] + B[i + 1][j]);
}
// CHECK: alb_array alb_arrays0[2] = {{[{][{]0[}][}]}};
// CHECK-NEXT: alb_nest_desc alb_desc0 = {{[{]0[}]}};
// CHECK: alb_arrays0[0].name = "B"; alb_arrays0[0].base = (void *)&B[0][0]; alb_arrays0[0].elem_size = sizeof(B[0][0]);
// CHECK-NEXT: alb_arrays0[0].extent = (long)(sizeof(B) / sizeof(B[0])); alb_arrays0[0].slice_stride = sizeof(B[0]);
// CHECK-NEXT: alb_arrays0[0].slice_elems = (long)(sizeof(B[0]) / sizeof(B[0][0])); alb_arrays0[0].elem_stride = sizeof(B[0][0]);
// CHECK-NEXT: alb_arrays0[0].halo_below = 1; alb_arrays0[0].halo_above = 1; alb_arrays0[0].written = 0; alb_arrays0[0].pipe_rows = 0;
// CHECK-NEXT: alb_arrays0[1].name = "A";
// CHECK: alb_desc0.file = "c89-descriptors-set-member-by-member.c"; alb_desc0.line = 16; alb_desc0.loop_var = "i";
// CHECK-NEXT: alb_desc0.kind = ALB_NEST_DOALL; alb_desc0.independent = 0;
// CHECK-NEXT: alb_desc0.hook_level = {{[0-9]+}}; alb_desc0.ops_per_iteration = {{[0-9]+}}; alb_desc0.narrays = 2; alb_desc0.arrays = alb_arrays0;
// CHECK-NEXT: alb_desc0.replicable = 1;
// CHECK-NEXT: alb_nest_begin(&alb_nest0, &alb_desc0, alb_first0, 1, alb_count0);
