// A DOALL chunk is the loop as the sequential program writes it, over the
// induction variable in its own type, between two local bounds: the values
// the variable takes at the chunk's first iteration and at the next chunk's
// (the last chunk's end is the value the loop leaves on exit), compared
// strictly in the step's direction whatever the comparison as written. A
// type whose values first + k * step does not compute exactly in long
// (unsigned long) keeps a long counter that sets the variable.
// With --line-directives the chunk loop and its body carry their source
// lines, and the generated code after them the output's.
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --line-directives %s -o %t.lines.c 2>/dev/null
// RUN: FileCheck %s --check-prefix=LINES -DSOURCE=%s -DOUTPUT=%t.lines.c < %t.lines.c
// RUN: %mpicc -Werror -c %t.lines.c -o %t.lines.o
// Each directive naming the output gives the number of the line after it.
// RUN: awk -v out=%t.lines.c '$1 == "#line" && $3 == "\"" out "\"" && $2 != NR + 1 { bad = 1 } END { exit bad }' %t.lines.c
#define N 1000
static double A[N], B[N];

void upward_inclusive(int n) {
  for (int i = 1; i <= n; i += 2)
    A[i] = 2 * B[i];
}
// CHECK-LABEL: void upward_inclusive(int n) {
// CHECK: while (alb_nest_next(alb_nest0, &alb_klo0, &alb_khi0) == ALB_OK) {
// CHECK-NEXT: int alb_lo0 = (int)(alb_first0 + alb_klo0 * 2);
// CHECK-NEXT: int alb_hi0 = (int)(alb_first0 + alb_khi0 * 2);
// CHECK-NEXT: for (int i = alb_lo0; i < alb_hi0; i += 2)
// CHECK-NEXT: A[i] = 2 * B[i];
// CHECK-NEXT: }
// LINES-LABEL: void upward_inclusive(int n) {
// LINES: int alb_hi0 = (int)(alb_first0 + alb_khi0 * 2);
// LINES-NEXT: #line [[#@LINE-12]] "[[SOURCE]]"
// LINES-NEXT: for (int i = alb_lo0; i < alb_hi0; i += 2)
// LINES-NEXT: #line [[#@LINE-13]] "[[SOURCE]]"
// LINES-NEXT: A[i] = 2 * B[i];
// LINES-NEXT: #line {{[0-9]+}} "[[OUTPUT]]"

void downward_short(short n) {
  for (short i = n; i >= 0; i--) {
    A[i] = B[i] + 1;
  }
}
// CHECK-LABEL: void downward_short(short n) {
// CHECK: short alb_lo1 = (short)(alb_first1 + alb_klo1 * (-1));
// CHECK-NEXT: short alb_hi1 = (short)(alb_first1 + alb_khi1 * (-1));
// CHECK-NEXT: for (short i = alb_lo1; i > alb_hi1; i--) {
// CHECK-NEXT: A[i] = B[i] + 1;
// CHECK-NEXT: }

void unsigned_long(unsigned long n) {
  for (unsigned long i = 0; i < n; i++)
    A[i] = B[i] * 3;
}
// CHECK-LABEL: void unsigned_long(unsigned long n) {
// CHECK: while (alb_nest_next(alb_nest2, &alb_klo2, &alb_khi2) == ALB_OK) {
// CHECK-NEXT: for (long alb_k2 = alb_klo2; alb_k2 < alb_khi2; alb_k2++) {
// CHECK-NEXT: unsigned long i = (unsigned long)(alb_first2 + alb_k2 * 1);
// CHECK-NEXT: A[i] = B[i] * 3;
// CHECK-NEXT: }
// CHECK-NEXT: }
