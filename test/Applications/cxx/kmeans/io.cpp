#include "kmeans.h"

#include <fstream>
#include <iostream>
#include <sstream>

// One point a line, coordinates separated by blanks; the first line holds
// the number of points and of dimensions.
bool read_points(const std::string &path, Matrix &points) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot open " << path << "\n";
    return false;
  }
  std::size_t n = 0, dims = 0;
  if (!(in >> n >> dims) || n == 0 || dims == 0) {
    std::cerr << path << ": bad header\n";
    return false;
  }
  points.assign(n, std::vector<float>(dims));
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t d = 0; d < dims; ++d) {
      if (!(in >> points[i][d])) {
        std::cerr << path << ": point " << i << " is short\n";
        return false;
      }
    }
  }
  return true;
}
