#include "csr.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv) {
  int side = 100, iterations = 50, every = 10;
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-n") == 0 && a + 1 < argc) {
      side = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-i") == 0 && a + 1 < argc) {
      iterations = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-e") == 0 && a + 1 < argc) {
      every = std::atoi(argv[++a]);
    } else {
      std::fprintf(stderr,
                   "usage: %s [-n GRID_SIDE] [-i ITERATIONS] [-e EVERY]\n",
                   argv[0]);
      return 1;
    }
  }
  if (side < 2 || iterations < 1 || every < 1) {
    std::fprintf(stderr, "bad arguments\n");
    return 1;
  }
  const CsrMatrix A = laplacian_2d(side, 42);
  std::printf("%d rows, %d nonzeros, diagonal margin %.4f\n", A.rows,
              A.nonzeros(), diagonal_dominance(A));

  std::vector<double> x(A.rows), y(A.rows);
  for (int r = 0; r < A.rows; ++r) {
    x[r] = 1.0 + 0.5 * std::sin(0.1 * r);
  }
  scale(x, 1.0 / std::sqrt(dot(x, x)));

  const auto start = std::chrono::steady_clock::now();
  double lambda = 0.0;
  for (int it = 1; it <= iterations; ++it) {
    spmv(A, x, y);
    lambda = dot(x, y);
    const double norm = std::sqrt(dot(y, y));
    x.swap(y);
    scale(x, 1.0 / norm);
    if (it % every == 0) {
      std::printf("iteration %4d  lambda %.8f\n", it, lambda);
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::printf("largest eigenvalue about %.6f\n", lambda);
  std::fprintf(stderr, "%d iterations: %.3f s\n", iterations, seconds);
  return 0;
}
