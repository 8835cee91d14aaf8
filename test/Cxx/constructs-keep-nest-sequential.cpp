// C++ the analysis does not model keeps the nest sequential, with the
// construct named: each may read or write memory the access walk cannot
// see. The same loops without it are distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <stdexcept>
#include <string>

struct Counter {
  int hits = 0;
  void hit() { hits++; }
};

struct Vec {
  double x, y;
  Vec operator+(const Vec &o) const { return {x + o.x, y + o.y}; }
};

struct Logged {
  Logged(double) {}
  ~Logged() {}
};

void scale(double &x) { x *= 2; }
int hits_of(const Counter &c) { return c.hits; }

const int n = 1000;
double a[n], b[n];
Vec v[n], w[n];
int idx[n];

void kernels(Counter &counter, Counter *c2) {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'r'
  for (int i = 0; i < n; i++) {
    double &r = a[idx[i]];
    r = b[i];
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'counter' to a record, used other than by reading a member
  for (int i = 0; i < n; i++)
    a[i] = b[i] + hits_of(counter);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Counter::hit' through pointer 'c2' cannot be proved free of aliasing
  for (int i = 0; i < n; i++) {
    a[i] = b[i];
    c2->hit();
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: call of overloaded operator '+'
  for (int i = 0; i < n; i++)
    w[i] = v[i] + v[i];
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: 'new'
  for (int i = 0; i < n; i++) {
    double *t = new double[4];
    a[i] = b[i];
    delete[] t;
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: an exception
  for (int i = 0; i < n; i++) {
    if (b[i] < 0)
      throw std::runtime_error("negative");
    a[i] = b[i];
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: call of overloaded operator '()'
  for (int i = 0; i < n; i++)
    a[i] = [](double x) { return x * 2; }(b[i]);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: a range-based 'for'
  for (int i = 0; i < n; i++)
    for (int k : idx)
      a[i] += k;
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: variable 'l' with a destructor
  for (int i = 0; i < n; i++) {
    Logged l(b[i]);
    a[i] = b[i];
  }
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'scale' may have effects beyond its result: its parameter 'x' is neither a number
  for (int i = 0; i < n; i++)
    scale(a[i]);
  // Records copied by their trivial assignment, as in C.
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    w[i] = v[n - 1 - i];
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = static_cast<double>(idx[i]) + b[i];
}
