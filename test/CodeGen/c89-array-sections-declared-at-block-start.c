// In C89 the sections of array reductions and private arrays (their first
// element and count) and the flag of the rank that runs the last iteration
// are declared at the start of the nest's block and set where C99 declares
// them.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 100
static double A[N][N], t[N], out[N];
static long counts[N];

void kernels(int n)
{
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < N; j++)
      counts[j] += i;
  for (i = 0; i < n; i++) {
    for (j = 0; j < N; j++)
      t[j] = A[i][j] * 0.5;
    for (j = 0; j < N; j++)
      out[i] += t[j];
  }
}
// CHECK: long *alb_counts_elems0;
// CHECK-NEXT: long alb_counts_count0;
// CHECK: /* autolb: sum into 'counts': {{.*}} */
// CHECK-NEXT: alb_counts_elems0 = 0;
// CHECK-NEXT: alb_counts_count0 = 0;
// CHECK-NEXT: if (!(99 < 0)) {
// CHECK: double *alb_t_elems1;
// CHECK-NEXT: long alb_t_count1;
// CHECK-NEXT: int alb_ranlast1;
// CHECK: /* autolb: 't' is private to each iteration: {{.*}} */
// CHECK-NEXT: alb_t_elems1 = 0;
// CHECK-NEXT: alb_t_count1 = 0;
// CHECK: alb_ranlast1 = 0;
// CHECK-NEXT: alb_nest_begin(&alb_nest1, &alb_desc1, alb_first1, 1, alb_count1);
