// std::exit in a program whose atexit handler reads a distributed array:
// exit is routed to alb_exit_syncing, and the routing macro expands in
// std::exit(0) too, which compiles because autolb.h names alb_exit_syncing
// in std as well (found by scripts/fuzz.sh --generator loops-cxx, seed 1).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: #define exit(status) alb_exit_syncing(status)
// CHECK: std::exit(0);
#include <cstdio>
#include <cstdlib>
#define N 60
static double A[N][N];

static void report() { std::printf("%g\n", A[N - 1][N - 1]); }

int main() {
  std::atexit(report);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 0.5 * i + j;
  std::exit(0);
}
