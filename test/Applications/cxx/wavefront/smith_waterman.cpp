#include "align.h"

#include <algorithm>

void fill_scores(const std::string &a, const std::string &b, const Scoring &sc,
                 std::vector<int> &score, int *trace) {
  const int n = static_cast<int>(a.size());
  const int m = static_cast<int>(b.size());
  const int w = m + 1;
#pragma omp parallel for
  for (int j = 0; j <= m; ++j) {
    score[j] = 0;
    trace[j] = kStop;
  }
#pragma omp parallel for
  for (int i = 0; i <= n; ++i) {
    score[i * w] = 0;
    trace[i * w] = kStop;
  }
  // Cell (i, j) needs (i-1, j-1), (i-1, j) and (i, j-1): the cells of one
  // anti-diagonal i + j = d are independent.
  for (int d = 2; d <= n + m; ++d) {
    const int ilo = std::max(1, d - m);
    const int ihi = std::min(n, d - 1);
#pragma omp parallel for
    for (int i = ilo; i <= ihi; ++i) {
      const int j = d - i;
      int &cell = score[i * w + j];
      const int diag = score[(i - 1) * w + j - 1] +
                       (a[i - 1] == b[j - 1] ? sc.match : sc.mismatch);
      const int up = score[(i - 1) * w + j] - sc.gap;
      const int left = score[i * w + j - 1] - sc.gap;
      cell = std::max(0, std::max(diag, std::max(up, left)));
      int &move = trace[i * w + j];
      if (cell == 0) {
        move = kStop;
      } else if (cell == diag) {
        move = kDiag;
      } else if (cell == up) {
        move = kUp;
      } else {
        move = kLeft;
      }
    }
  }
}

int best_score(const std::vector<int> &score, int n, int m) {
  int best = 0;
#pragma omp parallel for reduction(max : best)
  for (int i = 1; i <= n; ++i) {
    for (int j = 1; j <= m; ++j) {
      best = std::max(best, score[i * (m + 1) + j]);
    }
  }
  return best;
}

long long checksum(const std::vector<int> &score, int n, int m) {
  long long sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 1; i <= n; ++i) {
    for (int j = 1; j <= m; ++j) {
      sum += static_cast<long long>(score[i * (m + 1) + j]) * ((i + j) % 7 + 1);
    }
  }
  return sum;
}

// Follows the moves back from the first cell (in row order) holding the best
// score; returns the row where the alignment ends.
int traceback(const std::string &a, const std::string &b,
              const std::vector<int> &score, const int *trace, int best,
              std::string &top, std::string &bottom) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  int bi = 0, bj = 0;
  for (int i = 1; i <= n && bi == 0; ++i) {
    for (int j = 1; j <= m; ++j) {
      if (score[i * (m + 1) + j] == best) {
        bi = i;
        bj = j;
        break;
      }
    }
  }
  top.clear();
  bottom.clear();
  int i = bi, j = bj;
  while (i > 0 && j > 0 && trace[i * (m + 1) + j] != kStop) {
    switch (trace[i * (m + 1) + j]) {
    case kDiag:
      top += a[--i];
      bottom += b[--j];
      break;
    case kUp:
      top += a[--i];
      bottom += '-';
      break;
    default:
      top += '-';
      bottom += b[--j];
    }
  }
  std::reverse(top.begin(), top.end());
  std::reverse(bottom.begin(), bottom.end());
  return bi;
}
