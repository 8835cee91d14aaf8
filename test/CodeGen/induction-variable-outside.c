// An induction variable declared before its loop, negative and non-unit
// steps, '>=' and '<=' bounds: the trip count is computed at run time (zero
// when the loop does not run), each chunk loops over i itself from the value
// at its first iteration to the value at the next chunk's first (compared
// strictly in the step's direction), and i has its sequential final value
// after the nest.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 50
static double A[N][N];

// CHECK: long alb_first0 = (long)(n - 1);
// CHECK-NEXT: long alb_bound0 = (long)(0);
// CHECK-NEXT: long alb_count0 = alb_first0 >= alb_bound0 ? (alb_first0 - alb_bound0) / 2 + 1 : 0;
// CHECK: alb_nest_begin(&alb_nest0, &alb_desc0, alb_first0, -2, alb_count0);
// CHECK: int alb_lo0 = (int)(alb_first0 + alb_klo0 * (-2));
// CHECK-NEXT: int alb_hi0 = (int)(alb_first0 + alb_khi0 * (-2));
// CHECK-NEXT: for (i = alb_lo0; i > alb_hi0; i -= 2)
// CHECK-NEXT: A[i][0] = i;
// CHECK: alb_nest_end(alb_nest0);
// CHECK-NEXT: i = (int)(alb_first0 + alb_count0 * (-2)); /* autolb: its value after the loop */
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: A[1][1] = i;
// CHECK: long alb_count1 = alb_first1 <= alb_bound1 ? (alb_bound1 - alb_first1) / 3 + 1 : 0;
// CHECK: int alb_lo1 = (int)(alb_first1 + alb_klo1 * 3);
// CHECK-NEXT: int alb_hi1 = (int)(alb_first1 + alb_khi1 * 3);
// CHECK-NEXT: for (i = alb_lo1; i < alb_hi1; i += 3)
// CHECK-NEXT: A[i][2] = A[i][3] + 1;
void g(int n) {
  int i;
  for (i = n - 1; i >= 0; i -= 2)
    A[i][0] = i;
  A[1][1] = i;
  for (i = 0; i <= n; i += 3)
    A[i][2] = A[i][3] + 1;
}
