// A layer of a neural network calls a sigmoid and a clamping helper with a
// loop of its own for every output; both helpers are pure, so the loop
// over outputs is distributed and each rank calls them for its own
// iterations. The clamping helper's loop must then stay sequential (it runs
// inside a distributed iteration), and a helper that counts its calls in a
// global keeps its caller sequential. Every output is computed as in the
// sequential program, so the results are bitwise equal at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq -lm && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb -lm
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <math.h>
#include <stdio.h>
#define IN 120
#define OUT 90
double weight[IN][OUT], input[IN], output[OUT];
static const double scale[4] = {1.0, 0.5, 0.25, 0.125};
int calls;

double sigmoid(double v) { return 1.0 / (1.0 + exp(-v)); }

// CHECK: pure-helpers-in-distributed-loop.c:[[@LINE+4]]:3: remark: loop 'k' is not distributed: 'clamped' runs it and is called in distributed loop 'j' (line [[#LAYER:@LINE+24]]), whose iterations each run on one rank [-Ralb-missed=ParallelCallerLoop]
static double clamped(double v, int j) {
  double terms[4], sum = 0.0;
  int k;
  for (k = 0; k < 4; k++)
    terms[k] = v * scale[(j + k) & 3];
  for (k = 0; k < 4; k++)
    sum += terms[k];
  return sum > 2.0 ? 2.0 : sum;
}

double counted(double v) {
  calls++;
  return v * 0.5;
}

int main(void) {
  int j, k;
  for (k = 0; k < IN; k++) {
    input[k] = (k % 7) * 0.1 - 0.3;
    for (j = 0; j < OUT; j++)
      weight[k][j] = ((k * 3 + j) % 11) * 0.01 - 0.05;
  }
  // CHECK: pure-helpers-in-distributed-loop.c:[[#LAYER]]:3: remark: loop 'j' is DOALL; distributed
  for (j = 0; j < OUT; j++) {
    double sum = 0.0;
    for (k = 0; k < IN; k++)
      sum += weight[k][j] * input[k];
    output[j] = sigmoid(sum) + clamped(sum, j);
  }
  // CHECK: pure-helpers-in-distributed-loop.c:[[@LINE+1]]:3: remark: loop 'j' is not distributed: call to 'counted' may have effects beyond its result: it writes 'calls'
  for (j = 0; j < OUT; j++)
    output[j] = counted(output[j]);
  for (j = 0; j < OUT; j += 7)
    printf("%d %.17g\n", j, output[j]);
  printf("calls %d\n", calls);
  return 0;
}
