#include "heat.h"

#include <algorithm>
#include <cmath>

void jacobi_sweep(const std::vector<double> &u, std::vector<double> &unew,
                  int nx, int ny, double alpha) {
#pragma omp parallel for
  for (int i = 1; i <= nx; ++i) {
    for (int j = 1; j <= ny; ++j) {
      const double c = u[idx(i, j, ny)];
      const double lap = u[idx(i - 1, j, ny)] + u[idx(i + 1, j, ny)] +
                         u[idx(i, j - 1, ny)] + u[idx(i, j + 1, ny)] - 4.0 * c;
      unew[idx(i, j, ny)] = c + alpha * lap;
    }
  }
}

double residual(const std::vector<double> &u, const std::vector<double> &unew,
                int nx, int ny) {
  double worst = 0.0;
#pragma omp parallel for reduction(max : worst)
  for (int i = 1; i <= nx; ++i) {
    for (int j = 1; j <= ny; ++j) {
      worst =
          std::max(worst, std::fabs(unew[idx(i, j, ny)] - u[idx(i, j, ny)]));
    }
  }
  return worst;
}

double total_heat(const std::vector<double> &u, int nx, int ny) {
  double sum = 0.0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 1; i <= nx; ++i) {
    for (int j = 1; j <= ny; ++j) {
      sum += u[idx(i, j, ny)];
    }
  }
  return sum;
}

// Mean temperature of every column, for the plot the program prints.
void column_profile(const std::vector<double> &u, int nx, int ny,
                    std::vector<double> &profile) {
#pragma omp parallel for
  for (int j = 1; j <= ny; ++j) {
    double s = 0.0;
    for (int i = 1; i <= nx; ++i) {
      s += u[idx(i, j, ny)];
    }
    profile[j - 1] = s / nx;
  }
}
