// A C++ program as its authors write it -- helpers in a namespace, a
// template helper, a reference parameter, a struct array copied by
// assignment, arrays from new[] and std::malloc, a macro that calls
// std::exit, a lambda, a member function -- rewritten into C++ whose output
// equals the sequential program's at 1-4 ranks in every mode (the double
// sum is reassociated, within the tolerance the tool announces).
// std::malloc, std::free and std::exit reach the run-time: the routing
// macros expand in them too, and autolb.h names the run-time's functions
// in std.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: #define exit(status) alb_exit(status)
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define CHECK_ALLOC(p)                                                         \
  do {                                                                         \
    if ((p) == nullptr) {                                                      \
      std::fprintf(stderr, "out of memory\n");                                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace grid {
struct Cell {
  double v;
  int tag;
};

double weight(int i) { return 1.0 / (1.0 + i); }

void scale(double &x, double f) { x *= f; }

template <typename T> T square(T x) { return x * x; }

template <typename T> void fill(T *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = static_cast<T>(i % 7);
}

struct Stats {
  double total = 0;
  void add(const double *a, int n) {
    for (int i = 0; i < n; i++)
      total += a[i];
  }
};
} // namespace grid

int main() {
  const int n = 3000;
  double *a = static_cast<double *>(std::malloc(sizeof(double) * n));
  double *b = new double[n];
  bool *flag = new bool[n];
  grid::Cell *cells = new grid::Cell[n];
  CHECK_ALLOC(a);
  grid::fill(a, n);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++) {
    b[i] = a[i] * grid::weight(i);
    flag[i] = (i % 3) == 0;
  }
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'scale'
  for (int i = 0; i < n; i++)
    grid::scale(b[i], 2.0);
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++) {
    grid::Cell c = {b[i], i};
    cells[i] = c;
  }
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = grid::square(b[i]) + (flag[i] ? 1.0 : 0.0);
  auto twice = [&](int k) { return 2 * a[k]; };
  double s = 0;
  for (int i = 0; i < n; i++)
    s += twice(i);
  grid::Stats st;
  st.add(a, n);
  double c = 0;
  // REMARK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 'c' (double); distributed
  for (int i = 0; i < n; i++)
    c += cells[i].v * cells[i].tag;
  std::printf("%.6f %.6f %.6f\n", s, st.total, c);
  delete[] cells;
  delete[] flag;
  delete[] b;
  std::free(a);
  return 0;
}
