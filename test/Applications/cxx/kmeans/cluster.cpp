#include "kmeans.h"

#include <cfloat>

float squared_distance(const std::vector<float> &a,
                       const std::vector<float> &b) {
  float sum = 0.0f;
  for (std::size_t d = 0; d < a.size(); ++d) {
    const float diff = a[d] - b[d];
    sum += diff * diff;
  }
  return sum;
}

int nearest_centre(const std::vector<float> &point, const Matrix &centres) {
  int best = 0;
  float best_dist = FLT_MAX;
  for (std::size_t c = 0; c < centres.size(); ++c) {
    const float dist = squared_distance(point, centres[c]);
    if (dist < best_dist) {
      best_dist = dist;
      best = static_cast<int>(c);
    }
  }
  return best;
}

// Evenly spaced points of the input as the first centres.
void seed_centres(const Matrix &points, int k, Matrix &centres) {
  centres.clear();
  const std::size_t stride = points.size() / k;
  for (int c = 0; c < k; ++c) {
    centres.push_back(points[c * stride]);
  }
}

// Returns how many points changed cluster.
int assign(const Matrix &points, const Matrix &centres,
           std::vector<int> &membership) {
  int changed = 0;
  const int n = static_cast<int>(points.size());
#pragma omp parallel for reduction(+ : changed)
  for (int i = 0; i < n; ++i) {
    const int c = nearest_centre(points[i], centres);
    if (membership[i] != c) {
      membership[i] = c;
      ++changed;
    }
  }
  return changed;
}

void update_centres(const Matrix &points, const std::vector<int> &membership,
                    Matrix &centres) {
  const std::size_t k = centres.size(), dims = centres[0].size();
  std::vector<std::vector<double>> sums(k, std::vector<double>(dims, 0.0));
  std::vector<int> counts(k, 0);
  for (std::size_t i = 0; i < points.size(); ++i) {
    const int c = membership[i];
    counts[c]++;
    for (std::size_t d = 0; d < dims; ++d) {
      sums[c][d] += points[i][d];
    }
  }
  for (std::size_t c = 0; c < k; ++c) {
    if (counts[c] == 0) {
      continue; // an empty cluster keeps its centre
    }
    for (std::size_t d = 0; d < dims; ++d) {
      centres[c][d] = static_cast<float>(sums[c][d] / counts[c]);
    }
  }
}

double inertia(const Matrix &points, const Matrix &centres,
               const std::vector<int> &membership) {
  double total = 0.0;
  const int n = static_cast<int>(points.size());
#pragma omp parallel for reduction(+ : total)
  for (int i = 0; i < n; ++i) {
    total += squared_distance(points[i], centres[membership[i]]);
  }
  return total;
}
