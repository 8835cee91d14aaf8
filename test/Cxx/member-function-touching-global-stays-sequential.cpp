// A member function that writes a global, or keeps state in a static
// member or a static local, has effects beyond its object: its callers'
// loops stay sequential, the call and the effect named.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

int calls;

struct Cell {
  double u;
  static int created;
  double counted() const {
    calls++;
    return u;
  }
  double numbered() const { return u + created; }
  double remembered() const {
    static double last;
    last = u;
    return last;
  }
};

const int n = 1000;
Cell c[n];
double a[n];

void kernels() {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Cell::counted' may have effects beyond its result: it writes 'calls'
  for (int i = 0; i < n; i++)
    a[i] = c[i].counted();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Cell::numbered' may have effects beyond its result: it uses variable 'Cell::created' declared in a namespace or class
  for (int i = 0; i < n; i++)
    a[i] = c[i].numbered();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Cell::remembered' may have effects beyond its result: it writes 'last'
  for (int i = 0; i < n; i++)
    a[i] = c[i].remembered();
}
