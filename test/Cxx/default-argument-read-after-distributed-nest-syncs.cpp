// A default argument is evaluated where the call stands, and a constructor
// of the program (its member initializers, default or written, and its
// body) where the object is made: replicated code there reads what they
// read. After a distributed nest wrote the array, every array is made
// whole first (written elsewhere, the names they read may mean other
// things at the call). Before, no sync stood there and rank 0 printed the
// element's value from before the nest at 2-4 ranks (1.000000 for
// 100001.500000); found by a review.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REMARK: default-argument-read-after-distributed-nest-syncs.cpp:36:3: remark: every distributed array made whole before replicated code that reads one in a default argument or in a constructor it runs
// REMARK: default-argument-read-after-distributed-nest-syncs.cpp:40:3: remark: every distributed array made whole before replicated code that reads one in a default argument or in a constructor it runs
// REMARK: default-argument-read-after-distributed-nest-syncs.cpp:44:3: remark: every distributed array made whole before replicated code that reads one in a default argument or in a constructor it runs
#include <cstdio>

#define N 200000
double a[N];

double shifted(double x, double y = a[N - 1]) { return x + y; }

struct Probe {
  double last = a[N - 2];
};

struct Counted {
  double third;
  Counted() : third(a[N - 3] + 1.0) {}
};

int main() {
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5 + 1.0;
  double t = shifted(1.0);
  std::printf("%f\n", t);
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2.0;
  Probe p;
  std::printf("%f\n", p.last);
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 3.0;
  Counted c;
  std::printf("%f\n", c.third);
  return 0;
}
