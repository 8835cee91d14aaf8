#include <cstdio>
#include <vector>
#ifndef N
#error "N is defined by the build"
#endif
int main() {
  std::vector<double> a(N);
  for (int i = 0; i < N; ++i)
    a[i] = 0.5 * i;
  std::printf("%g\n", a[N - 1]);
  return 0;
}
