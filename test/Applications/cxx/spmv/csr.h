// Power iteration on a sparse symmetric matrix in compressed sparse row
// form: the largest eigenvalue of a 2-D Laplacian with random couplings.
#ifndef CSR_H
#define CSR_H

#include <vector>

struct CsrMatrix {
  int rows = 0;
  std::vector<int> row_ptr; // rows + 1 offsets into col and val
  std::vector<int> col;
  std::vector<double> val;

  int nonzeros() const { return static_cast<int>(val.size()); }
};

CsrMatrix laplacian_2d(int side, unsigned seed);

void spmv(const CsrMatrix &A, const std::vector<double> &x,
          std::vector<double> &y);
double dot(const std::vector<double> &a, const std::vector<double> &b);
void scale(std::vector<double> &x, double factor);
double diagonal_dominance(const CsrMatrix &A);

#endif
