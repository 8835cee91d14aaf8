// A std::vector member of a record reached through a const reference
// (`A.val[k]`, `A.val.size()` with `const Csr &A`) cannot change while the
// nest runs: it is read whole, like a table of one row. Before each
// execution the run-time makes its memory whole (here the buffer of M.val,
// which scale() wrote distributed through a vector reference) and checks
// that the nest writes none of it: shift(M, M.val) writes into A.val, each
// iteration what the next one reads, so that check fails and the nest runs
// as written on every rank.
// A scalar member read through the reference (`A.rows`) is judged by type,
// like `p->rows`. Output equals the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK-DAG: vector-members-of-const-records-read-whole.cpp:51:3: remark: loop 'r' is DOALL; distributed when 'x' and 'y' do not overlap (checked at run time; otherwise the nest runs sequentially), reading 'A.row_ptr', 'A.val', 'A.col' whole
// REMARK-DAG: vector-members-of-const-records-read-whole.cpp:61:3: remark: loop 'k' is DOALL with max reduction into 'm' (double); distributed, reading 'A.val' whole
// CHECK: alb_rows_sync((void *const *)alb_container_row(A.val).data(), 0L, 1L, 0L, alb_container_bytes(A.val))
// REMARK-DAG: vector-members-of-const-records-read-whole.cpp:68:3: remark: loop 'k' is DOALL; distributed, reading 'A.val' whole
// CHECK: alb_rows_disjoint((void *const *)alb_container_row(A.val).data(), 0L, 1L, 0L, alb_container_bytes(A.val), (const void *)y.data(),
// CHECK: alb_rows_disjoint((void *const *)alb_container_row(A.val).data(), 0L, 1L, 0L, alb_container_bytes(A.val), (const void *)out.data(),
#include <cstdio>
#include <vector>

struct Csr {
  int rows = 0;
  std::vector<int> row_ptr, col;
  std::vector<double> val;
};

static Csr tridiagonal(int n) {
  Csr A;
  A.rows = n;
  A.row_ptr.push_back(0);
  for (int r = 0; r < n; ++r) {
    for (int c = r - 1; c <= r + 1; ++c)
      if (c >= 0 && c < n) {
        A.col.push_back(c);
        A.val.push_back(c == r ? 2.0 + r % 3 : -1.0 / (1 + r % 5));
      }
    A.row_ptr.push_back((int)A.col.size());
  }
  return A;
}

static void spmv(const Csr &A, const std::vector<double> &x,
                 std::vector<double> &y) {
  for (int r = 0; r < A.rows; ++r) {
    double sum = 0.0;
    for (int k = A.row_ptr[r]; k < A.row_ptr[r + 1]; ++k)
      sum += A.val[k] * x[A.col[k]];
    y[r] = sum;
  }
}

static double largest(const Csr &A) {
  double m = 0.0;
  for (int k = 0; k < (int)A.val.size(); ++k)
    if (A.val[k] > m)
      m = A.val[k];
  return m;
}

static void shift(const Csr &A, std::vector<double> &out) {
  for (int k = 1; k < (int)A.val.size(); ++k)
    out[k] = 0.5 * A.val[k - 1] + 1.0;
}

static void scale(std::vector<double> &v, double f) {
  const int n = (int)v.size();
  for (int i = 0; i < n; ++i)
    v[i] *= f;
}

static void step(Csr &M, std::vector<double> &x, std::vector<double> &y) {
  scale(M.val, 0.75);
  spmv(M, x, y);
}

int main() {
  const int n = 3000;
  Csr M = tridiagonal(n);
  std::vector<double> x(n), y(n);
  for (int i = 0; i < n; ++i)
    x[i] = 1.0 + (i % 7) * 0.25;
  for (int t = 0; t < 4; ++t) {
    step(M, x, y);
    x.swap(y);
  }
  std::printf("x: %.17g %.17g %.17g\n", x[0], x[n / 2], x[n - 1]);
  std::printf("largest %.17g\n", largest(M));
  shift(M, M.val);
  double sum = 0.0;
  for (double v : M.val)
    sum += v;
  std::printf("shifted in place: %.17g\n", sum);
  return 0;
}
