// Index helpers as C++ authors write them, inline in a header.
#ifndef GRID_H
#define GRID_H

#include <cstddef>

// Rows of ny + 2 points: a halo column on each side.
inline std::size_t idx(int i, int j, int ny) {
  return static_cast<std::size_t>(i) * (ny + 2) + j;
}

// Not index arithmetic: a wrapped column.
inline int wrapped(int j, int ny) { return j % ny; }

// Narrows: the product is computed in long and returned as int.
inline int narrowed(long i, long n) { return static_cast<int>(i * n); }

#endif
