// A function whose nest distributes its array parameter, called through a
// function pointer with a global array: the global is then distributed
// under its own name too, so reading it inside the function (the loop that
// may alias the parameter) and after the call (in main) makes it whole
// first. Found by the random harness (loops-20419): column 0 of rows owned
// by another rank was read stale. That loop is now distributed under a
// run-time check, which finds the overlap: it runs as written.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CODE: else { /* autolb: the arrays overlap: the loop as written, on every rank */
// CODE-NEXT: alb_sync_all();
// CODE-NEXT: for (int r = 0; r < n; r++)
// CODE: alb_array_sync(G); {{/}}* autolb
// CODE-NEXT: for (int i = 0; i < ROWS; i++)
#include <stdio.h>

#define ROWS 24
#define COLS 40

static double G[ROWS][COLS] = {{1.5, 2.5}, {3.5}};

// REMARKS: call-through-function-pointer.c:[[@LINE+6]]:3: remark: loop 'r' is DOALL; distributed when 'G' and 'a' do not overlap
// REMARKS: call-through-function-pointer.c:[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
static void smooth(double (*a)[COLS], int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < COLS; j++)
      a[i][j] = 0.5 * a[i][j] + 0.125 * (i + j);
  for (int r = 0; r < n; r++)
    for (int c = 1; c < COLS - 1; c++)
      a[r][c] = G[r][r + 1] > 0.5 ? 1.0 : 0.25 * c;
}

int main(void) {
  void (*step)(double (*)[COLS], int) = smooth;
  step(G, ROWS);
  for (int i = 0; i < ROWS; i++)
    printf("%d %.17g %.17g %.17g\n", i, G[i][0], G[i][1], G[i][COLS - 1]);
  return 0;
}
