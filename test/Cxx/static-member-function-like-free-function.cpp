// A static member function is a free function in a class's scope: a pure
// one, called as 'Grid::half(x)' or on an object, leaves its loop
// distributed; one that writes a static member keeps it sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct Grid {
  static int calls;
  static double half(double x) { return x / 2; }
  static double counted(double x) {
    calls++;
    return x;
  }
};

const int n = 10000;
double a[n], b[n];

void kernels(Grid g) {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = Grid::half(b[i]) + g.half(b[n - 1 - i]);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Grid::counted' may have effects beyond its result: it writes 'calls'
  for (int i = 0; i < n; i++)
    a[i] = Grid::counted(b[i]);
}
