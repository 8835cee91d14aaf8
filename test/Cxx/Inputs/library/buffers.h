// A library's header: one inline allocator, one constexpr size.
#include <cstdlib>
inline double *library_buffer(int n) {
  return static_cast<double *>(std::malloc(sizeof(double) * n));
}
constexpr int library_size(int k) { return 4 * k; }
