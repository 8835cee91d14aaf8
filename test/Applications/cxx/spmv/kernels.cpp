#include "csr.h"

#include <cmath>

void spmv(const CsrMatrix &A, const std::vector<double> &x,
          std::vector<double> &y) {
#pragma omp parallel for
  for (int r = 0; r < A.rows; ++r) {
    double sum = 0.0;
    for (int k = A.row_ptr[r]; k < A.row_ptr[r + 1]; ++k) {
      sum += A.val[k] * x[A.col[k]];
    }
    y[r] = sum;
  }
}

double dot(const std::vector<double> &a, const std::vector<double> &b) {
  double sum = 0.0;
  const int n = static_cast<int>(a.size());
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i) {
    sum += a[i] * b[i];
  }
  return sum;
}

void scale(std::vector<double> &x, double factor) {
  const int n = static_cast<int>(x.size());
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    x[i] *= factor;
  }
}

// The smallest margin |a_rr| - sum of |a_rc| over the rows: a Gershgorin
// check printed beside the eigenvalue.
double diagonal_dominance(const CsrMatrix &A) {
  double margin = 1e300;
#pragma omp parallel for reduction(min : margin)
  for (int r = 0; r < A.rows; ++r) {
    double diag = 0.0, off = 0.0;
    for (int k = A.row_ptr[r]; k < A.row_ptr[r + 1]; ++k) {
      if (A.col[k] == r) {
        diag = std::fabs(A.val[k]);
      } else {
        off += std::fabs(A.val[k]);
      }
    }
    margin = std::fmin(margin, diag - off);
  }
  return margin;
}
