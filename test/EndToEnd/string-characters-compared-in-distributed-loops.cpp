// Sequence comparisons read the characters of std::string parameters and
// locals in their loops: a window-match table over rows, a Hamming distance
// (a sum reduction) and a pattern scan bounded by s.size(). A string the
// loops only read is read as a char array that every rank holds (each runs
// the code that built it): the loops are distributed and the generated
// code registers, sends and synchronizes no string. Before, 'a[i + k]' kept
// every loop sequential ("strings are not analysed"). Output equals the
// sequential program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: not grep -E "PossibleAliasing|std::string '(a|b|pattern)'" %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
//
// No string is described to the run-time, checked or synchronized:
// CHECK-NOT: .name = "{{a|b|pattern}}"
// CHECK-NOT: {{[(&]}}{{a|b|pattern}}.data()
#include <cstdio>
#include <string>
#include <vector>

// count[i*m + j]: the matching positions of the windows of length len that
// start at a[i] and at b[j].
static void window_matches(const std::string &a, const std::string &b,
                           int len, std::vector<int> &count) {
  const int n = static_cast<int>(a.size()) - len + 1;
  const int m = static_cast<int>(b.size()) - len + 1;
  // REMARK-DAG: loops.cpp:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      int c = 0;
      for (int k = 0; k < len; ++k)
        c += a[i + k] == b[j + k] ? 1 : 0;
      count[i * m + j] = c;
    }
}

static int hamming(const std::string &a, const std::string &b, int n) {
  int d = 0;
  // REMARK-DAG: loops.cpp:[[@LINE+1]]:3: remark: loop 'k' is DOALL with sum reduction into 'd' (int); distributed
  for (int k = 0; k < n; ++k)
    d += a[k] != b[k];
  return d;
}

static long pattern_hits(const std::string &a, std::vector<int> &hits) {
  const std::string pattern = "ACGTTGCA";
  const int p = static_cast<int>(pattern.size());
  // REMARK-DAG: loops.cpp:[[@LINE+1]]:3: remark: loop 'k' is DOALL; distributed
  for (std::size_t k = 0; k < a.size(); ++k)
    hits[k] = a[k] == pattern[static_cast<int>(k) % p] ? 3 : -1;
  long s = 0;
  for (std::size_t k = 0; k < hits.size(); ++k)
    s += hits[k] * static_cast<long>(k % 13);
  return s;
}

static std::string sequence(unsigned seed, int length) {
  static const char bases[] = "ACGT";
  std::string s;
  for (int k = 0; k < length; ++k) {
    seed = seed * 1103515245u + 12345u;
    s.push_back(bases[(seed >> 16) & 3u]);
  }
  return s;
}

int main() {
  const std::string a = sequence(7, 260), b = sequence(11, 230);
  const int len = 12;
  const int n = static_cast<int>(a.size()) - len + 1;
  const int m = static_cast<int>(b.size()) - len + 1;
  std::vector<int> count(n * m);
  window_matches(a, b, len, count);
  long sum = 0;
  int best = 0;
  for (int k = 0; k < n * m; ++k) {
    sum += count[k] * static_cast<long>(k % 17);
    best = count[k] > best ? count[k] : best;
  }
  const int distance = hamming(a, b, 230);
  std::vector<int> hits(a.size());
  const long scanned = pattern_hits(a, hits);
  std::printf("%ld %d %d %ld\n", sum, best, distance, scanned);
  return 0;
}
