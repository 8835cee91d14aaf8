// std::vector grids as C++ authors write them -- sized at construction,
// indexed with [] (flat 2-D grids too), bounded by .size() -- are
// distributed like arrays: a Jacobi sweep, an SOR wavefront (pipelined),
// a sum over .size(), a const vector only read, a helper with local
// vectors called twice (the run-time forgets each buffer when its scope
// ends, before the destructor frees it). Output equals the sequential
// program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK-DAG: vector-grids-distributed.cpp:31:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: vector-grids-distributed.cpp:35:5: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: vector-grids-distributed.cpp:44:5: remark: loop 'i' is DOACROSS: flow dependence u[(i-1)*n+j] -> u[i*n+j], distance (0, 1, 0); distributed, pipelined over 'j'
// REMARK-DAG: vector-grids-distributed.cpp:50:3: remark: loop 'k' is DOALL with sum reduction into 'total' (double); distributed
// REMARK-DAG: vector-grids-distributed.cpp:57:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: remark: 'u' forgotten by the run-time when its scope ends
// REMARK-DAG: remark: 'counts' forgotten by the run-time when its scope ends
// CHECK: {{^}}  std::vector<double> u(n * n, 1.0), v(n * n); void *alb_scope_of_u __attribute__((cleanup(alb_array_forget_at_scope_end))) = u.data();
// CHECK: .base = (void *)&u.data()[0]
// CHECK: alb_array_sync(u.data())
#include <cstdio>
#include <vector>

static double smooth(int n, int steps) {
  std::vector<double> u(n * n, 1.0), v(n * n);
  const std::vector<double> weight(n, 0.25);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i * n + j] = (i * 7 + j * 3) % 11 + 0.5 * (i == j);
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        v[i * n + j] = weight[j] * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                    u[i * n + j - 1] + u[i * n + j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        u[i * n + j] = v[i * n + j];
  }
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        u[i * n + j] = 0.2 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                              u[i * n + j - 1] + u[i * n + j + 1] +
                              u[i * n + j]);
  double total = 0;
  for (std::size_t k = 0; k < u.size(); k++)
    total += u[k];
  return total + u[n + 1];
}

static long histogram_weight(int n) {
  std::vector<int> counts(n);
  for (int i = 0; i < n; i++)
    counts[i] = (i * 37) % 101;
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += counts[i] * (long)(i % 3);
  return sum;
}

int main() {
  for (int call = 0; call < 2; call++)
    std::printf("%.6f %ld\n", smooth(120 + 40 * call, 5),
                histogram_weight(5000 + call));
  return 0;
}
