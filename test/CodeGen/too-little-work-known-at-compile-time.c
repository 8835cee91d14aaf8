// A nest whose bounds are all constants and whose work per execution is
// less than one exchange between ranks costs (about 1000 operations) stays
// sequential, with the counts in the remark: here a 12-element state
// vector updated in a helper that a time loop calls thousands of times.
// Enough constant work, or work the tool cannot count (a bound known only
// at run time, for the run-time to measure; a call to a function that may
// do any amount of work; a while loop), is distributed. A math function of
// the C library counts as a few operations. `#pragma autolb distribute`
// distributes the small nest all the same: the user's choice.
// --min-nest-operations=0, as the tests pass, distributes the small nest.
// RUN: %autolb --min-nest-operations=1000 %s -o %t.c 2>&1 | FileCheck %s
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
// RUN: %mpicc -Werror -c %t.c -o %t.o
// RUN: %autolb --min-nest-operations=0 %s -o %t.all.c 2>&1 | FileCheck %s --check-prefix=ALL
#include <math.h>
#define NSTATE 12
#define ROWS 12
#define COLS 100

static double state[NSTATE], rate[NSTATE];
static double table[ROWS][COLS];

// CODE-LABEL: static void advance(double h) {
// CODE-NOT: alb_nest
// CODE: }
static void advance(double h) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: its work is known at compile time, 12 iterations of about {{[0-9]+}} operations ({{[0-9]+}} in all), less than one exchange between ranks costs (about 1000 operations) [-Ralb-missed=TooLittleWork]
  // ALL: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < NSTATE; i++)
    state[i] += h * rate[i];
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: its work is known at compile time, 12 iterations
  for (int i = 0; i < NSTATE; i++)
    rate[i] = sqrt(fabs(rate[i])) * 0.5;
}

static double heavy(int r) {
  double s = 0.0;
  for (int k = 0; k < 1000000; k++)
    s += sqrt((double)(k + r));
  return s;
}

void refine_all(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (int r = 0; r < 4; r++)
    rate[r] = heavy(r);
}

void settle_marked(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' distributed as DOALL
#pragma autolb distribute
  for (int i = 0; i < NSTATE; i++)
    state[i] = state[i] * 0.5;
}

void settle(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < NSTATE; i++) {
    double x = state[i];
    while (x > 1.0)
      x = x * 0.5;
    state[i] = x;
  }
}

void fill(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'r' distributed as DOALL
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      table[r][c] = 0.5 * r + c;
}

void scale(double *v, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'k' distributed as DOALL
  for (int k = 0; k < n; k++)
    v[k] = 2.0 * v[k];
}

void run(int steps) {
  for (int s = 0; s < steps; s++)
    advance(0.01);
}
