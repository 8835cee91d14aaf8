// Member functions and free functions defined in the program's own headers
// are summarized by their code like the main file's: loops calling them are
// distributed. A function of a system header (here through -isystem) stays
// unknown, as the library's code does.
// RUN: %autolb --analyze %s -- -x c++ -I %S/Inputs/headers -isystem %S/Inputs/headers/system 2>&1 | FileCheck %s
#include "body.h"
#include <counter.h>
#include <vector>

double energy(const std::vector<Body> &b, int n) {
  double e = 0.0;
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 'e' (double); distributed
  for (int i = 0; i < n; ++i)
    e += b[i].kinetic();
  return e;
}

void square_all(double *out, const double *in, int n) {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; ++i)
    out[i] = squared(in[i]);
}

void count_all(double *out, const double *in, int n) {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'counted' has unknown side effects
  for (int i = 0; i < n; ++i)
    out[i] = counted(in[i]);
}
