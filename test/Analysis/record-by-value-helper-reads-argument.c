// A helper taking a record of numbers by value reads the caller's record,
// as it reads a number it is passed: 'norm2(pts[i])' reads pts[i], and the
// loop is distributed. A record with a pointer member keeps the caller's
// loop sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct point {
  double x, y, w[2];
};

struct linked {
  double x;
  struct linked *next;
};

static double norm2(struct point p) {
  p.x *= p.w[0];
  return p.x * p.x + p.y * p.y;
}

static double first(struct linked l) { return l.x; }

#define N 1000
struct point pts[N];
struct linked items[N];
double out[N];

void kernels(void) {
  // CHECK: record-by-value-helper-reads-argument.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    out[i] = norm2(pts[i]);
  // CHECK: record-by-value-helper-reads-argument.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'first' may have effects beyond its result: its parameter 'l' is neither a number, a record of numbers nor a pointer
  for (int i = 0; i < N; i++)
    out[i] = first(items[i]);
}
