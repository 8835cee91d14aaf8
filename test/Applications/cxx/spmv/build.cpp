#include "csr.h"

#include <algorithm>
#include <utility>

// The 5-point Laplacian on a side x side grid, each row with one more
// coupling to a pseudo-random far row (mirrored, so that the matrix stays
// symmetric).
CsrMatrix laplacian_2d(int side, unsigned seed) {
  const int n = side * side;
  std::vector<std::vector<std::pair<int, double>>> rows(n);
  auto couple = [&rows](int r, int c, double v) {
    rows[r].emplace_back(c, v);
    rows[c].emplace_back(r, v);
  };
  for (int i = 0; i < side; ++i) {
    for (int j = 0; j < side; ++j) {
      const int r = i * side + j;
      rows[r].emplace_back(r, 4.0 + 0.001 * (r % 13));
      if (j + 1 < side) {
        couple(r, r + 1, -1.0);
      }
      if (i + 1 < side) {
        couple(r, r + side, -1.0);
      }
      seed = seed * 1664525u + 1013904223u;
      const int far = static_cast<int>(seed % static_cast<unsigned>(n));
      if (far > r + side) {
        couple(r, far, -0.25);
      }
    }
  }
  CsrMatrix A;
  A.rows = n;
  A.row_ptr.assign(n + 1, 0);
  for (int r = 0; r < n; ++r) {
    std::sort(rows[r].begin(), rows[r].end());
    A.row_ptr[r + 1] = A.row_ptr[r] + static_cast<int>(rows[r].size());
  }
  A.col.reserve(A.row_ptr[n]);
  A.val.reserve(A.row_ptr[n]);
  for (const auto &row : rows) {
    for (const auto &entry : row) {
      A.col.push_back(entry.first);
      A.val.push_back(entry.second);
    }
  }
  return A;
}
