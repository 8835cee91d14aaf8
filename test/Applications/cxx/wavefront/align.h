// Smith-Waterman local alignment with linear gap penalty, the score matrix
// filled by anti-diagonals.
#ifndef ALIGN_H
#define ALIGN_H

#include <string>
#include <vector>

struct Scoring {
  int match = 3;
  int mismatch = -3;
  int gap = 2;
};

enum Move { kStop = 0, kDiag = 1, kUp = 2, kLeft = 3 };

std::string random_sequence(int length, unsigned seed);
std::string mutate(const std::string &s, unsigned seed, int percent);

// score has (n + 1) x (m + 1) cells, trace as many.
void fill_scores(const std::string &a, const std::string &b, const Scoring &sc,
                 std::vector<int> &score, int *trace);
int best_score(const std::vector<int> &score, int n, int m);
long long checksum(const std::vector<int> &score, int n, int m);
int traceback(const std::string &a, const std::string &b,
              const std::vector<int> &score, const int *trace, int best,
              std::string &top, std::string &bottom);

#endif
