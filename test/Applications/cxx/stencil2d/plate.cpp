#include "heat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

bool parse_args(int argc, char **argv, Config &cfg) {
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-n") == 0 && a + 1 < argc) {
      cfg.nx = cfg.ny = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-x") == 0 && a + 1 < argc) {
      cfg.nx = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-y") == 0 && a + 1 < argc) {
      cfg.ny = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-s") == 0 && a + 1 < argc) {
      cfg.steps = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-r") == 0 && a + 1 < argc) {
      cfg.report = std::atoi(argv[++a]);
    } else {
      std::fprintf(stderr,
                   "usage: %s [-n N] [-x NX] [-y NY] [-s STEPS] [-r EVERY]\n",
                   argv[0]);
      return false;
    }
  }
  return cfg.nx > 0 && cfg.ny > 0 && cfg.steps >= 0 && cfg.report > 0;
}

// Cold plate, the top edge held hot with a smooth profile, the other
// edges cold.
void init_plate(std::vector<double> &u, int nx, int ny) {
  const double pi = std::acos(-1.0);
#pragma omp parallel for
  for (int i = 0; i < nx + 2; ++i) {
    for (int j = 0; j < ny + 2; ++j) {
      u[idx(i, j, ny)] = 0.0;
    }
  }
  for (int j = 0; j < ny + 2; ++j) {
    u[idx(0, j, ny)] = 100.0 * std::sin(pi * j / (ny + 1));
  }
}

// Two small heaters inside the plate, switched on alternately.
void apply_sources(std::vector<double> &u, int nx, int ny, int step) {
  const int ci = (step / 10) % 2 == 0 ? nx / 3 : 2 * nx / 3;
  const int cj = ny / 2;
  const int r = std::max(1, nx / 32);
  for (int i = ci - r; i <= ci + r; ++i) {
    for (int j = cj - r; j <= cj + r; ++j) {
      if (i >= 1 && i <= nx && j >= 1 && j <= ny) {
        double &cell = u[idx(i, j, ny)];
        cell = std::max(cell, 50.0);
      }
    }
  }
}
