// A program whose distributed nests are all minor runs on rank 0 alone; the
// other ranks wait in alb_init and stop. They stopped with exit(), which ran
// the destructors of the program's static objects although the program
// never ran there: a destructor's output (not guarded for the output rank
// in C++, and printed before stdout was silenced) came once per rank (np=3
// printed "bye" three times). They now stop without running exit code.
// RUN: %autolb %s -o %t.cpp 2>&1 | FileCheck %s
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CHECK: ranks-waiting-for-rank-0-run-no-static-destructors.cpp:[[@LINE+13]]:3: remark: loop 'j' runs once per call beside the loop nest
#include <cstdio>
#include <iostream>

struct Reporter {
  ~Reporter() { std::cout << "bye" << std::endl; }
};
static Reporter reporter;

static double grid[300][300];

static void fill(int n) {
  double carry = 1.0;
  for (int j = 0; j < n; j++)
    grid[0][j] = j;
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++) {
      carry = carry * 0.5 + grid[i - 1][j];
      grid[i][j] = carry;
    }
}

int main() {
  fill(300);
  std::printf("%.17g\n", grid[299][299]);
  return 0;
}
