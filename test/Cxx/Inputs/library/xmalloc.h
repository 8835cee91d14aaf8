// A library's header whose inline function has an allocator's name.
#include <cstdlib>
inline void *xmalloc(std::size_t n) { return std::malloc(n); }
