// A helper of C linkage that shares its name with a C++ overload in its
// file is not summarized for other files: the link-time check names the
// function (`__typeof__(weight)`, `&weight`), which the overload would make
// ambiguous, and the helper's file would not compile. The loop calling it
// stays sequential, and both outputs compile.
// RUN: %autolb %s --program-source=%S/Inputs/weight-with-cxx-overload.cpp -o %t.cpp -- -x c++ 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %autolb %S/Inputs/weight-with-cxx-overload.cpp -o %t.weights.cpp -- -x c++ 2> /dev/null
// RUN: %cxx -c %t.cpp -o %t.o
// RUN: %cxx -c %t.weights.cpp -o %t.weights.o
#include <cstdio>

extern "C" double weight(const double *w, int k);

double w[5000], out[5000];

int main()
{
  for (int i = 0; i < 5000; i++)
    w[i] = i % 9;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'weight' has unknown side effects
  for (int i = 0; i < 5000; i++)
    out[i] = weight(w, i);
  std::printf("%g\n", out[4999]);
  return 0;
}
