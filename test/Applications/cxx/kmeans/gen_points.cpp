// Writes N points of D dimensions around C random centres, as text.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <vector>

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s FILE N D [CENTRES]\n", argv[0]);
    return 1;
  }
  const long n = std::atol(argv[2]);
  const int dims = std::atoi(argv[3]);
  const int blobs = argc > 4 ? std::atoi(argv[4]) : 6;
  std::mt19937 gen(12345);
  std::uniform_real_distribution<float> where(-10.0f, 10.0f);
  std::normal_distribution<float> spread(0.0f, 1.5f);
  std::vector<std::vector<float>> centres(blobs, std::vector<float>(dims));
  for (auto &c : centres) {
    for (auto &x : c) {
      x = where(gen);
    }
  }
  std::ofstream out(argv[1]);
  out << n << " " << dims << "\n";
  char buf[32];
  for (long i = 0; i < n; ++i) {
    const auto &c = centres[gen() % blobs];
    for (int d = 0; d < dims; ++d) {
      std::snprintf(buf, sizeof buf, "%.5f", c[d] + spread(gen));
      out << buf << (d + 1 < dims ? ' ' : '\n');
    }
  }
  return out ? 0 : 1;
}
