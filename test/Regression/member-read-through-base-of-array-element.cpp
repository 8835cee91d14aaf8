// A number read through a reference (or a pointer) to a base class, bound
// to an element of an array of derived records that a distributed nest
// updates: the ranks that do not own that element hold it out of date, so
// the loop that reads 'p.x' must stay sequential, as it does for an array
// of the base class itself. Before the fix the base class was not counted
// among the records kept in arrays: the loop over i was distributed and
// 2-rank runs printed a wrong sum (a review found it).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK-DAG: member-read-through-base-of-array-element.cpp:33:3: remark: loop 'i' is not distributed: 'p.x' is read through a reference to 'Point', which the program also keeps in arrays
// CHECK-DAG: member-read-through-base-of-array-element.cpp:36:3: remark: loop 'i' is not distributed: 'q->x' is read through a pointer to 'Point', which the program also keeps in arrays
#include <cstdio>

struct Point {
  double x, y;
};
struct Body : Point {
  double mass;
};

#define N 400
static Body bodies[N];
static double out[N];

int main() {
  const Point &p = bodies[N - 1];
  const Point *q = &bodies[N / 2];
  for (int i = 0; i < N; ++i)
    bodies[i].x = i * 0.5;
  for (int i = 0; i < N; ++i)
    out[i] = p.x * i;
  double s = 0;
  for (int i = 0; i < N; ++i)
    out[i] += q->x;
  for (int i = 0; i < N; ++i)
    s += out[i];
  std::printf("%.17g\n", s);
  return 0;
}
