// A helper that reads an array through a pointer held in a constant global
// (a const struct with a pointer member, an array of const pointers) or
// made from an integer reads memory that changes: its calls are not pure.
// A loop whose iteration 0 writes the element the helper reads in every
// iteration stays sequential. Before, the constant was taken for numbers
// that never change, the loop was distributed, and ranks other than the
// first read the element from before the loop (found by a review).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>

#define N 200000
static double a[N];
static const struct view {
  double *data;
  int n;
} V = {a, N};
static double *const rows[1] = {a};

static double first_of_view(void) { return V.data[0]; }
static double first_of_row(void) { return rows[0][0]; }
static double first_at(long address) { return ((double *)address)[0]; }

int main(void) {
  long address = (long)a;
  int i;
  for (i = 0; i < N; i++)
    a[i] = i * 0.5;
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'first_of_view' may have effects beyond its result: it uses global 'V'
  for (i = 0; i < N; i++)
    a[i] = first_of_view() + i + 1;
  printf("%f %f\n", a[1], a[N - 1]);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'first_of_row' may have effects beyond its result: it uses global 'rows'
  for (i = 0; i < N; i++)
    a[i] = first_of_row() + i + 2;
  printf("%f %f\n", a[1], a[N - 1]);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'first_at' may have effects beyond its result: it makes a pointer from an integer
  for (i = 0; i < N; i++)
    a[i] = first_at(address) + i + 3;
  printf("%f %f\n", a[1], a[N - 1]);
  return 0;
}
