// Only the containers of a const record, reached by '.' from a variable or
// a reference declared outside the loops, are read whole. A container of a
// record the loops may change, one reached through a pointer, one written,
// and one whose element is bound to a reference keep their loops
// sequential, each with a remark naming the member and why. A scalar
// member read through a reference is judged by type, like one read through
// a pointer: an int write may change it, unless the record and the array
// do not overlap at run time.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <vector>

struct Csr {
  int rows;
  std::vector<int> row_ptr, col;
  std::vector<double> val;
};

void through_mutable_reference(Csr &A, std::vector<double> &y) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: element of std::vector member 'Csr::val', a container reached through a record: only a container reached through a const record variable or reference, by '.' alone, is read whole
  for (int r = 0; r < A.rows; ++r)
    y[r] = A.val[r];
}

void through_pointer(const Csr *A, std::vector<double> &y, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: element of std::vector member 'Csr::val', a container reached through a record: only a container reached through a const record variable or reference, by '.' alone, is read whole
  for (int r = 0; r < n; ++r)
    y[r] = A->val[r];
}

void written(Csr &A) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: element of std::vector member 'Csr::val', a container reached through a record: the loops write it
  for (int r = 0; r < A.rows; ++r)
    A.val[r] = 2.0 * r;
}

void address_taken(const Csr &A, std::vector<const double *> &where) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is not distributed: the address '&A.val[r]' is taken and may be written through
  for (int r = 0; r < A.rows; ++r)
    where[r] = &A.val[r];
}

void row_count_overwritten(const Csr &A, std::vector<int> &counts, int *out) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is DOALL; distributed when 'counts' and 'out', 'A' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially)
  for (int r = 0; r < A.rows; ++r)
    out[r] = counts[r];
}
