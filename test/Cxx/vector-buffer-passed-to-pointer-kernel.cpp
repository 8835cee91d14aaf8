// `v.data()` passed to a pointer parameter that the callee only subscripts
// (a kernel's C interface) neither moves the buffer nor keeps its address:
// the vector stays an array of its own (its loops are distributed), and the
// call passes that array, so the kernel's loop is distributed with a run-time
// check of its two pointers and the caller syncs the vector before reading
// it. A callee that keeps the pointer, or a vector resized between calls,
// keeps the vector's own loops sequential. Output equals the sequential
// program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK-DAG: vector-buffer-passed-to-pointer-kernel.cpp:27:3: remark: loop 'i' is DOALL; distributed when 'in' and 'out' do not overlap
// REMARK-DAG: vector-buffer-passed-to-pointer-kernel.cpp:39:3: remark: loop 'i' is DOALL; distributed
// REMARK-DAG: vector-buffer-passed-to-pointer-kernel.cpp:49:3: remark: loop 'i' is not distributed: std::vector 'kept' may move its buffer or be reached by another name: member 'data' of 'kept' is used at line 51
// REMARK-DAG: vector-buffer-passed-to-pointer-kernel.cpp:53:3: remark: loop 'i' is not distributed: std::vector 'grown' may move its buffer or be reached by another name: member 'push_back' of 'grown' is used at line 55
// CHECK: alb_array_sync(a.data());
#include <cstdio>
#include <vector>

static const double *last_seen;

static void smooth(double *out, const double *in, int n) {
  for (int i = 1; i < n - 1; ++i)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
}

static double keep(const double *p) {
  last_seen = p;
  return p[0];
}

int main() {
  const int n = 20000;
  std::vector<double> a(n), b(n);
  for (int i = 0; i < n; ++i)
    a[i] = (i * 7) % 13;
  for (int s = 0; s < 6; ++s) {
    smooth(b.data(), a.data(), n);
    smooth(a.data(), b.data(), n);
  }
  double t = 0.0;
  for (int i = 0; i < n; ++i)
    t = t * 0.5 + a[i];
  std::vector<double> kept(n);
  for (int i = 0; i < n; ++i)
    kept[i] = i % 5;
  double first = keep(kept.data());
  std::vector<double> grown(n);
  for (int i = 0; i < n; ++i)
    grown[i] = i % 3;
  grown.push_back(7.0);
  smooth(grown.data(), a.data(), n);
  std::printf("%.17g %.17g %.17g %.17g\n", t, first, last_seen[4],
              grown[n - 2] + grown[n]);
  return 0;
}
