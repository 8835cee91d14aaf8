// Containers reached through a record (a CSR matrix holding std::vector
// members, passed by const reference) are not analysed: the loop stays
// sequential and the remark names the member and the reference.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <vector>

struct Csr {
  int rows;
  std::vector<int> row_ptr, col;
  std::vector<double> val;
};

void spmv(const Csr &A, const std::vector<double> &x, std::vector<double> &y) {
  // CHECK-DAG: :[[@LINE+3]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: reference 'A' to a record, whose members are not analysed
  // CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: element of std::vector member 'Csr::row_ptr': containers reached through a record are not analysed
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'r' is not distributed: C++ construct not analysed: element of std::vector member 'Csr::val': containers reached through a record are not analysed
  for (int r = 0; r < A.rows; ++r) {
    double sum = 0;
    for (int k = A.row_ptr[r]; k < A.row_ptr[r + 1]; ++k)
      sum += A.val[k] * x[A.col[k]];
    y[r] = sum;
  }
}
