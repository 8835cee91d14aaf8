// A C++ record holds its bases' members: one whose base holds a pointer is
// no record of numbers, so a helper reading it through a pointer or a
// 'const &' may read what the pointer reaches (here the array the loop
// writes), and keeps the caller's loop sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct Base {
  double *p;
};

struct Derived : Base {
  double x;
};

static double viaRef(const Derived &d, int k) { return d.x + d.p[k]; }
static double viaPtr(const Derived *d, int k) { return d->x + d->p[k]; }

const int n = 1000;
Derived ds[n];
double out[n];

void kernels() {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'viaRef' may have effects beyond its result: its parameter 'd' is neither
  for (int i = 0; i < n; i++)
    out[i] = viaRef(ds[i], i);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'viaPtr' may have effects beyond its result: its parameter 'd' is neither
  for (int i = 0; i < n; i++)
    out[i] = viaPtr(&ds[i], i);
}
