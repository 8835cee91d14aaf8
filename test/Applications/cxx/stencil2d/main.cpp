#include "heat.h"

#include <chrono>
#include <cstdio>
#include <utility>
#include <vector>

int main(int argc, char **argv) {
  Config cfg;
  if (!parse_args(argc, argv, cfg)) {
    return 1;
  }
  const std::size_t points =
      static_cast<std::size_t>(cfg.nx + 2) * (cfg.ny + 2);
  std::vector<double> u(points), unew(points);
  init_plate(u, cfg.nx, cfg.ny);
  unew = u; // the boundary values are never written again

  const auto start = std::chrono::steady_clock::now();
  for (int step = 1; step <= cfg.steps; ++step) {
    apply_sources(u, cfg.nx, cfg.ny, step);
    jacobi_sweep(u, unew, cfg.nx, cfg.ny, cfg.alpha);
    if (step % cfg.report == 0 || step == cfg.steps) {
      std::printf("step %5d  residual %.6e  heat %.6e\n", step,
                  residual(u, unew, cfg.nx, cfg.ny),
                  total_heat(unew, cfg.nx, cfg.ny));
    }
    std::swap(u, unew);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();

  std::vector<double> profile(cfg.ny);
  column_profile(u, cfg.nx, cfg.ny, profile);
  const int every = cfg.ny >= 8 ? cfg.ny / 8 : 1;
  std::printf("column means:");
  for (int j = 0; j < cfg.ny; j += every) {
    std::printf(" %.4f", profile[j]);
  }
  std::printf("\n");
  std::fprintf(stderr, "%d x %d, %d steps: %.3f s\n", cfg.nx, cfg.ny, cfg.steps,
               seconds);
  return 0;
}
