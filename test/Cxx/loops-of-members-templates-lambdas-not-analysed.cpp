// Loops of member functions, templates and lambdas are not analysed (their
// code would be rewritten for every object, instantiation or call at
// once): each outermost one gets a remark saying so, and the JSON report
// lists them. The free function's loop is analysed and distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
const int n = 1000;
double a[n], b[n];

struct Grid {
  double v[n];
  void relax() {
    // CHECK-DAG: [[@LINE+1]]:5: remark: loop is not distributed: loops of member function 'Grid::relax' are not analysed; autolb analyses free functions that are not templates [-Ralb-missed=CxxConstruct]
    for (int i = 1; i < n; i++)
      v[i] = v[i - 1] * 0.5;
  }
};

template <typename T> void fill(T *x, T value) {
  // CHECK-DAG: [[@LINE+1]]:3: remark: loop is not distributed: loops of function template 'fill' are not analysed
  for (int i = 0; i < n; i++)
    x[i] = value;
}

namespace kernels {
void copy() {
  // CHECK-DAG: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  auto twice = [] {
    // CHECK-DAG: [[@LINE+1]]:5: remark: loop is not distributed: loops of a lambda are not analysed
    for (int i = 0; i < n; i++)
      b[i] *= 2;
  };
  twice();
}
} // namespace kernels

int main() {
  Grid g;
  g.relax();
  fill(a, 1.0);
  kernels::copy();
  return 0;
}
// JSON:      "unanalysed_loops": [
// JSON-NEXT:   {
// JSON-NEXT:     "line": 14,
// JSON-NEXT:     "message": "loop is not distributed: loops of member function 'Grid::relax' are not analysed; autolb analyses free functions that are not templates",
// JSON-NEXT:     "where": "member function 'Grid::relax'"
// JSON-NEXT:   },
