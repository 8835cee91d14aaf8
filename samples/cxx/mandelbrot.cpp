/* mandelbrot.cpp - the C++ twin of samples/mandelbrot.c: the same program, its grids
 * std::vector locals of main indexed flat (A[i * N + j]). autolb must reach
 * the same decisions on both (test/Cxx/sample-twins-same-decisions.test)
 * and print the same output.
 */
#include <cstdio>
#include <vector>

#ifndef H
#define H 600
#endif
#ifndef W
#define W 600
#endif
#ifndef MAXIT
#define MAXIT 1000
#endif

int main() {
  std::vector<long> rowiters(H);
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++) {
      double cr = -2.0 + 2.6 * (double)j / (double)W;
      double ci = -1.3 + 2.6 * (double)i / (double)H;
      double x = 0.0, y = 0.0;
      int n = 0;
      while (n < MAXIT && x * x + y * y <= 4.0) {
        double xt = x * x - y * y + cr;
        y = 2.0 * x * y + ci;
        x = xt;
        n++;
      }
      rowiters[i] += n;
    }

  long total = 0, weighted = 0;
  for (int i = 0; i < H; i++) {
    total += rowiters[i];
    weighted += (long)(i + 1) * rowiters[i];
  }

  std::printf("mandelbrot H=%d W=%d MAXIT=%d\n", H, W, MAXIT);
  std::printf("total iterations %ld\n", total);
  std::printf("row-weighted checksum %ld\n", weighted);
  return 0;
}
