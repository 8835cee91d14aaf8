// A const record's container member named with a qualifier ('A.Base::val',
// hidden by Derived::val) is not read whole: the sync and the overlap check
// named it 'A.val', the derived class's member, so the nest that reads
// Base::val while writing it ran distributed and 2- and 3-rank runs
// printed a wrong sum (a review found it). The loop stays sequential.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK: vector-member-named-with-base-qualifier.cpp:23:3: remark: loop 'k' is not distributed: C++ construct not analysed: element of std::vector member 'Base::val', a container reached through a record: only a container reached through a const record variable or reference, by '.' alone, is read whole
#include <cstdio>
#include <vector>

struct Base {
  std::vector<double> val;
};
struct Derived : Base {
  std::vector<double> val;
};

static void rotate(const Derived &A, std::vector<double> &out, int n) {
  for (int k = 0; k < n; ++k)
    out[k] = A.Base::val[(k + n / 2) % n];
}

static void scale(std::vector<double> &v) {
  for (int k = 0; k < (int)v.size(); ++k)
    v[k] = v[k] * 2.0 + 1.0;
}

int main() {
  const int n = 400;
  Derived D;
  D.Base::val.resize(n);
  D.val.resize(n);
  for (int k = 0; k < n; ++k) {
    D.Base::val[k] = k;
    D.val[k] = -k;
  }
  scale(D.Base::val);
  std::vector<double> out(n);
  rotate(D, out, n);
  rotate(D, D.Base::val, n);
  double s = 0;
  for (int k = 0; k < n; ++k)
    s += out[k] * (k % 7) + D.Base::val[k] * (k % 5);
  std::printf("%.17g\n", s);
  return 0;
}
