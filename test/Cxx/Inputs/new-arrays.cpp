// Arrays from new[], a bool array, static_cast and nullptr: C in C++ syntax.
#include <cstdio>

int main() {
  const int n = 1000;
  double *a = new double[n];
  double *b = new double[n];
  bool *odd = new bool[n];
  if (a == nullptr)
    return 1;
  for (int i = 0; i < n; i++) {
    a[i] = static_cast<double>(i % 17);
    odd[i] = i % 2 != 0;
  }
  for (int i = 0; i < n; i++)
    b[i] = odd[i] ? a[i] * 2 : a[i];
  long total = 0;
  for (int i = 0; i < n; i++)
    total += static_cast<long>(b[i]);
  std::printf("%ld\n", total);
  delete[] odd;
  delete[] b;
  delete[] a;
  return 0;
}
