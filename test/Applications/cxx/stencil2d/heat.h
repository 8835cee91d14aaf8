// 2-D heat equation on a rectangular plate, Jacobi iteration.
#ifndef HEAT_H
#define HEAT_H

#include <cstddef>
#include <vector>

struct Config {
  int nx = 256;        // interior points along x
  int ny = 256;        // interior points along y
  int steps = 200;     // Jacobi sweeps
  int report = 50;     // print the residual every this many sweeps
  double alpha = 0.24; // diffusion number (stable below 0.25)
};

bool parse_args(int argc, char **argv, Config &cfg);

// Grids hold (nx + 2) x (ny + 2) points, row-major, with a halo of
// fixed boundary values.
inline std::size_t idx(int i, int j, int ny) {
  return static_cast<std::size_t>(i) * (ny + 2) + j;
}

void init_plate(std::vector<double> &u, int nx, int ny);
void apply_sources(std::vector<double> &u, int nx, int ny, int step);
void jacobi_sweep(const std::vector<double> &u, std::vector<double> &unew,
                  int nx, int ny, double alpha);
double residual(const std::vector<double> &u, const std::vector<double> &unew,
                int nx, int ny);
double total_heat(const std::vector<double> &u, int nx, int ny);
void column_profile(const std::vector<double> &u, int nx, int ny,
                    std::vector<double> &profile);

#endif
