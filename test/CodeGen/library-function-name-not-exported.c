// A definition named like a library function that the executable does
// not export, 'static' or of hidden visibility, replaces nothing outside
// the file: such a program is rewritten, and it runs under MPI as it runs
// sequentially.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: nm -D %t.mpi | FileCheck %s --check-prefix=EXPORTED
// RUN: %alb-mpirun -np 2 --timeout 60 %t.mpi > %t.out
// RUN: diff %t.expected %t.out
// REQUIRES: mpi
#include <stdio.h>

#define N 1000
static double v[N];

static void write(const char *name, double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  printf("%s: %a\n", name, s);
}

static int poll(int k) { return k % 7; }

__attribute__((visibility("hidden"))) int send(int k) { return 2 * k; }

int main(void) {
  for (int i = 0; i < N; i++)
    v[i] = poll(i) + send(i);
  write("v", v, N);
  return 0;
}
// EXPORTED-NOT: {{ (write|poll|send)$}}
