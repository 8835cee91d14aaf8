// Grids passed to helpers by reference, as C++ authors write them: a
// std::vector reference parameter used only as g[k] and g.size() is read as
// an array in the helper, and the caller's vector passed to it stays an
// array too. Two reference parameters may name one vector: the nest runs
// distributed when the run-time finds their buffers disjoint, and as
// written otherwise (sweep(a, a, n)). Output equals the sequential
// program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK: vector-reference-parameters.cpp:25:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially)
// REMARK: vector-reference-parameters.cpp:33:3: remark: loop 'k' is DOALL with sum reduction into 's' (double); distributed
// REMARK: vector-reference-parameters.cpp:41:3: remark: loop 'i' is DOALL; distributed
// CHECK: alb_disjoint((const void *)in.data(), (unsigned long)(long)in.size() * sizeof(in.data()[0]), (const void *)out.data(), (unsigned long)(long)out.size() * sizeof(out.data()[0]))
// CHECK: alb_array_sync((void *)g.data());
// CHECK: std::vector<double> a(n * n), b(n * n); void *alb_scope_of_a
#include <cstdio>
#include <vector>

void sweep(std::vector<double> &out, const std::vector<double> &in, int n) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                               in[i * n + j - 1] + in[i * n + j + 1]);
}

static double weighted(const std::vector<double> &g) {
  double s = 0;
  for (std::size_t k = 0; k < g.size(); k++)
    s += g[k] * (double)(k % 7);
  return s;
}

int main() {
  const int n = 90;
  std::vector<double> a(n * n), b(n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = b[i * n + j] = (i * 7 + j * 3) % 11;
  for (int t = 0; t < 6; t++) {
    sweep(b, a, n);
    sweep(a, b, n);
  }
  sweep(a, a, n);
  double w = weighted(a);
  std::printf("%.6f %.6f %.6f\n", w, a[n + 1], b[2 * n + 2]);
  return 0;
}
