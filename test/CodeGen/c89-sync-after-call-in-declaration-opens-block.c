// A declaration whose initializer calls a function of another file is
// preceded and followed by a sync of every array; in C89 the declarations
// after each sync start a block of their own.
// RUN: %autolb %s -o %t.c -- -std=gnu89 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c > %t.89.c
// RUN: FileCheck %s < %t.89.c
// RUN: %c89 -fsyntax-only %t.89.c
// RUN: %mpicc -std=gnu89 -Werror -c %t.c -o %t.o
#define N 100
double total(double a[N]);
double A[N];

double twice(void)
{
  double s = total(A);
  double t = 2.0;
  return s * t;
}
// CHECK: double twice(void)
// CHECK-NEXT: {
// CHECK-NEXT: alb_sync_all(); /* autolb: make distributed data whole */
// CHECK-NEXT: { /* autolb: C89 declares at the start of a block only */
// CHECK-NEXT: double s = total(A);
// CHECK-NEXT: alb_sync_all(); /* autolb: another file's code may have left arrays distributed */
// CHECK-NEXT: { /* autolb: C89 declares at the start of a block only */
// CHECK-NEXT: double t = 2.0;
// CHECK-NEXT: return s * t;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
