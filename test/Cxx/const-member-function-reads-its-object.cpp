// A const member function that reads only its object's numbers and its
// parameters (a record of numbers passed by 'const &' among them) is a
// read of the object it is called on: 'p[i].kinetic()' reads p[i],
// 'p[i].dist2(c)' reads p[i] and c, and the loops are distributed. Output
// equals the sequential program's at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
#include <cstdio>

struct Particle {
  double m, v[3];
  double x, y;
  double speed2() const { return v[0] * v[0] + v[1] * v[1] + v[2] * v[2]; }
  double kinetic() const { return 0.5 * m * speed2(); }
  double dist2(const Particle &o) const {
    double dx = x - o.x, dy = y - o.y;
    return dx * dx + dy * dy;
  }
};

const int n = 20000;
Particle p[n];
double e[n], d[n];

int main() {
  for (int i = 0; i < n; i++) {
    p[i].m = 1.0 + i % 7;
    p[i].x = i % 101;
    p[i].y = i % 37;
    for (int k = 0; k < 3; k++)
      p[i].v[k] = (i * (k + 3)) % 13 - 6.0;
  }
  Particle c = p[n / 2];
  // CHECK: const-member-function-reads-its-object.cpp:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    e[i] = p[i].kinetic();
  // CHECK: const-member-function-reads-its-object.cpp:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    d[i] = p[i].dist2(c) + p[n - 1 - i].dist2(p[i]);
  double total = 0;
  for (int i = 0; i < n; i++)
    total += e[i] * (i % 5) + d[i];
  std::printf("%.3f %.3f %.3f\n", total, e[n / 3], d[n / 4]);
  return 0;
}
