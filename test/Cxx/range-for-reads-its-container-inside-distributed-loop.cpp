// A range-based for over a std::vector, a std::array or a row of a vector
// of vectors, whose element is a copy or a const reference, reads its
// container whole: it runs inside a distributed loop like any inner loop
// (a break leaves it alone). One whose element is a non-const reference
// may write through it, and one over another container is not analysed:
// their loops stay sequential. An outermost range-based for is not
// distributed (only counted loops are), and the remark says so. Output equals the sequential program's at
// 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK-DAG: range-for-reads-its-container-inside-distributed-loop.cpp:29:3: remark: loop 'i' is DOALL; distributed, reading the rows of 't' whole
// REMARK-DAG: range-for-reads-its-container-inside-distributed-loop.cpp:43:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: range-for-reads-its-container-inside-distributed-loop.cpp:53:3: remark: loop 'i' is not distributed: C++ construct not analysed: a range-based 'for' whose element 'x' is a reference through which it may write
// REMARK-DAG: range-for-reads-its-container-inside-distributed-loop.cpp:60:3: remark: loop 'i' is not distributed: C++ construct not analysed: a range-based 'for' over something other than a std::vector, a std::array or a row of a vector of vectors
// REMARK-DAG: range-for-reads-its-container-inside-distributed-loop.cpp:67:3: remark: loop is not distributed: a range-based 'for' is not; autolb distributes counted 'for' loops
#include <array>
#include <cstdio>
#include <list>
#include <vector>

// Row sums up to the first negative entry.
static void row_sums(const std::vector<std::vector<double>> &t,
                     std::vector<double> &out) {
  const int n = static_cast<int>(t.size());
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (double x : t[i]) {
      if (x < 0.0)
        break;
      s += x;
    }
    out[i] = s;
  }
}

static void weighted(const std::vector<double> &a,
                     const std::array<double, 4> &w, std::vector<double> &out,
                     int n) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (const double &x : w)
      s += x * a[i];
    out[i] = s;
  }
}

static void doubled(std::vector<std::vector<double>> &t) {
  const int n = static_cast<int>(t.size());
  for (int i = 0; i < n; ++i)
    for (double &x : t[i])
      x *= 2.0;
}

static double listed(const std::list<double> &l, std::vector<double> &out,
                     int n) {
  for (int i = 0; i < n; ++i)
    for (double x : l)
      out[i] += x * i;
  return out[n - 1];
}

static void halved(std::vector<double> &v) {
  for (double &x : v)
    x *= 0.5;
}

int main() {
  const int n = 300;
  std::vector<std::vector<double>> t(n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 5 + i % 7; ++j)
      t[i].push_back((i * 13 + j * 7) % 17 - (j == 4 && i % 5 == 0 ? 20 : 0));
  std::vector<double> a(n), sums(n), out(n), acc(n);
  for (int i = 0; i < n; ++i)
    a[i] = 0.5 * i;
  const std::array<double, 4> w{0.25, 0.5, 1.5, -0.75};
  row_sums(t, sums);
  weighted(a, w, out, n);
  doubled(t);
  const std::list<double> l{1.0, 2.0, 3.0};
  double last = listed(l, acc, n);
  halved(acc);
  double check = 0.0;
  for (int i = 0; i < n; ++i)
    check = check * 0.25 + sums[i] + out[i] + t[i][0] + acc[i];
  std::printf("%.17g %.17g\n", check, last);
  return 0;
}
