// Local arrays written by distributed nests end with their scope (the
// function returns, a block or a loop body ends, an early return): the
// run-time must forget them then, or a later sync (here before getpid, a
// function not defined in this file) writes slices into stack memory that
// now holds live frames (issue: SIGSEGV at every rank count >= 2).
// A block's array starts anew, at the same address and with another extent,
// on every call.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <unistd.h>

static double fill_and_sum(void) {
  // CHECK-DAG: :[[@LINE+1]]:10: remark: 'L' forgotten by the run-time when its scope ends
  double L[4000];
  for (int i = 0; i < 4000; i++)
    L[i] = i;
  double s = 0;
  for (int i = 0; i < 4000; i++)
    s += L[i];
  return s;
}

static void scale(int n, double V[n], double f) {
  for (int i = 0; i < n; i++)
    V[i] *= f;
}

static double variable_length(int n, int stop_early) {
  // CHECK-DAG: :[[@LINE+1]]:10: remark: 'V' forgotten by the run-time when its scope ends
  double V[n];
  for (int i = 0; i < n; i++)
    V[i] = 2.0 * i;
  scale(n, V, 0.5);
  if (stop_early)
    return V[n - 1];
  getpid();
  return V[n / 2];
}

static double block_of_one_step(int t) {
  double last;
  {
    // CHECK-DAG: :[[@LINE+1]]:12: remark: 'B' forgotten by the run-time when its scope ends
    double B[3000 + 500 * (t % 2)];
    for (int i = 0; i < 3000; i++)
      B[i] = i + t;
    last = B[2999];
  }
  return last;
}

static double blocks_in_a_loop(int steps) {
  double total = 0;
  for (int t = 0; t < steps; t++)
    total = total * 0.5 + block_of_one_step(t);
  return total;
}

int main(void) {
  double s = fill_and_sum();
  getpid();
  double v = variable_length(5000, 1) + variable_length(3000, 0);
  getpid();
  double b = blocks_in_a_loop(4);
  getpid();
  printf("%.17g %.17g %.17g\n", s, v, b);
  return 0;
}
