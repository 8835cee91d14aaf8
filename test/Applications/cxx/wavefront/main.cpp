#include "align.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

int main(int argc, char **argv) {
  int length = 1000, percent = 15;
  unsigned seed = 7;
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-n") == 0 && a + 1 < argc) {
      length = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-p") == 0 && a + 1 < argc) {
      percent = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-seed") == 0 && a + 1 < argc) {
      seed = static_cast<unsigned>(std::atoi(argv[++a]));
    } else {
      std::cerr << "usage: " << argv[0]
                << " [-n LENGTH] [-p PERCENT] [-seed SEED]\n";
      return 1;
    }
  }
  const std::string a = random_sequence(length, seed);
  const std::string b = mutate(a.substr(length / 4), seed + 1, percent);
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  const Scoring sc;

  std::vector<int> score(static_cast<std::size_t>(n + 1) * (m + 1));
  int *trace = new int[static_cast<std::size_t>(n + 1) * (m + 1)];
  const auto start = std::chrono::steady_clock::now();
  fill_scores(a, b, sc, score, trace);
  const int best = best_score(score, n, m);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();

  std::string top, bottom;
  const int end_row = traceback(a, b, score, trace, best, top, bottom);
  int identical = 0;
  for (std::size_t k = 0; k < top.size(); ++k) {
    identical += top[k] == bottom[k];
  }
  std::printf("lengths %d x %d\n", n, m);
  std::printf("best score %d, alignment of %zu columns ending at row %d, %d "
              "identical\n",
              best, top.size(), end_row, identical);
  std::printf("checksum %lld\n", checksum(score, n, m));
  std::printf("%.60s\n%.60s\n", top.c_str(), bottom.c_str());
  std::fprintf(stderr, "fill: %.3f s\n", seconds);
  delete[] trace;
  return 0;
}
