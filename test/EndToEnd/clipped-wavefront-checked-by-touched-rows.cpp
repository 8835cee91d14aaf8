// A Smith-Waterman fill by anti-diagonals, as C++ authors write it: sizes
// in const locals, rows clipped with std::max and std::min, the moves in an
// int array from new[], which the run-time does not record. The check that
// the score vector and the moves do not overlap compares the rows the
// diagonals touch over the whole tree, [1, n] (bounded through the clipped
// bounds, each operand a bound), so the nest runs distributed; before, the
// only range was the new[] block, unknown to the run-time, and every
// execution ran as written. `n`, defined const, is bound to std::min's
// `const int &` without being an alias that may change it.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=RAN
// REQUIRES: mpi
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

static void fill(const std::string &a, const std::string &b,
                 std::vector<int> &score, int *moves) {
  const int n = static_cast<int>(a.size());
  const int m = static_cast<int>(b.size());
  const int w = m + 1;
  for (int d = 2; d <= n + m; ++d) {
    const int lo = std::max(1, d - m);
    const int hi = std::min(n, d - 1);
    // REMARK: :[[@LINE+4]]:5: remark: loop 'i' distributed as DOALL
    // The rows of moves the tree touches, 1 to n, against the score vector.
    // CHECK: alb_disjoint((const void *)score.data(), {{.*}}, (const void *)(moves + (long)(1) * {{.*}}(long)(n) - 1 + 1
    // RAN: nest {{.*}}clipped-wavefront-checked-by-touched-rows.cpp:[[@LINE+1]](i)
    for (int i = lo; i <= hi; ++i) {
      const int j = d - i;
      const int diag = score[(i - 1) * w + j - 1] + (a[i - 1] == b[j - 1] ? 3 : -2);
      const int up = score[(i - 1) * w + j] - 1;
      const int left = score[i * w + j - 1] - 1;
      const int best = std::max(0, std::max(diag, std::max(up, left)));
      score[i * w + j] = best;
      moves[i * w + j] = best == 0 ? 0 : best == diag ? 1 : best == up ? 2 : 3;
    }
  }
}

int main() {
  std::string a, b;
  unsigned seed = 7;
  for (int k = 0; k < 700; ++k) {
    seed = seed * 1103515245u + 12345u;
    a += "ACGT"[(seed >> 16) % 4];
    if (k < 530)
      b += "ACGT"[(seed >> 20) % 4];
  }
  const std::size_t cells = (a.size() + 1) * (b.size() + 1);
  std::vector<int> score(cells, 0);
  int *moves = new int[cells]();
  fill(a, b, score, moves);
  long long sum = 0;
  int best = 0;
  for (std::size_t k = 0; k < cells; ++k) {
    sum += static_cast<long long>(score[k]) * (1 + moves[k]) * (k % 5 + 1);
    best = std::max(best, score[k]);
  }
  std::printf("best %d sum %lld\n", best, sum);
  delete[] moves;
  return 0;
}
