// After a call to a function of another file every array the run-time
// tracks is made whole: after the statement when the call is all it
// evaluates, otherwise right after the call inside the expression, a
// value held in a temporary declared at the start of the function. Arrays
// are then whole: the next statement needs no sync before it.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: not %autolb %s -o %t-macro.c -- -DSPELLED_BY_MACRO 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: test ! -e %t-macro.c
#define N 100
double total(double a[N]);
void scale(double a[N]);
double A[N];

// CHECK-LABEL: double sum_twice(void) {
// CHECK-NEXT: {{^ +}}double alb_call_value; /* autolb: a call's value, held while arrays are made whole */
// CHECK-NEXT: {{^ +}}alb_sync_all(); /* autolb: make distributed data whole */
// CHECK-NEXT: {{^ +}}double s = total(A);
// CHECK-NEXT: {{^ +}}alb_sync_all(); /* autolb: another file's code may have left arrays distributed */
// CHECK-NEXT: {{^ +}}s += ((scale(A), alb_sync_all()), A[0]);
// CHECK-NEXT: {{^ +}}return (alb_call_value = total(A), alb_sync_all(), alb_call_value);
double sum_twice(void) {
  double s = total(A);
  s += (scale(A), A[0]);
  return total(A);
}

#ifdef SPELLED_BY_MACRO
#define PLUS_FIRST(f) f(A) + A[0]
// MACRO: error: cannot make arrays whole right after this call to 'total', a function of another file whose nests may leave them distributed: a macro spells part of the call; make the call a statement of its own
double from_macro(void) { return PLUS_FIRST(total); }
#endif
