#include "kmeans.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

int main(int argc, char **argv) {
  std::string input;
  int k = 5, max_iter = 100;
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-i") == 0 && a + 1 < argc) {
      input = argv[++a];
    } else if (std::strcmp(argv[a], "-k") == 0 && a + 1 < argc) {
      k = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-m") == 0 && a + 1 < argc) {
      max_iter = std::atoi(argv[++a]);
    } else {
      std::fprintf(stderr,
                   "usage: %s -i POINTS [-k CLUSTERS] [-m MAX_ITERATIONS]\n",
                   argv[0]);
      return 1;
    }
  }
  Matrix points;
  if (input.empty() || !read_points(input, points)) {
    return 1;
  }
  if (k < 1 || static_cast<std::size_t>(k) > points.size()) {
    std::fprintf(stderr, "k must be between 1 and the number of points\n");
    return 1;
  }

  const auto start = std::chrono::steady_clock::now();
  Matrix centres;
  seed_centres(points, k, centres);
  std::vector<int> membership(points.size(), -1);
  int iter = 0;
  for (; iter < max_iter; ++iter) {
    const int changed = assign(points, centres, membership);
    if (changed == 0) {
      break;
    }
    update_centres(points, membership, centres);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();

  std::printf("%zu points, %zu dimensions, %d clusters, %d iterations\n",
              points.size(), centres[0].size(), k, iter);
  std::printf("inertia %.4e\n", inertia(points, centres, membership));
  for (int c = 0; c < k; ++c) {
    int size = 0;
    for (int m : membership) {
      size += m == c;
    }
    std::printf("cluster %d (%d points):", c, size);
    for (float x : centres[c]) {
      std::printf(" %.4f", x);
    }
    std::printf("\n");
  }
  std::fprintf(stderr, "clustering: %.3f s\n", seconds);
  return 0;
}
