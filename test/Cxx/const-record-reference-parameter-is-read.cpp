// A helper taking a record of numbers by 'const &' reads the caller's
// record: 'dist2(pts[i], c)' reads pts[i] and c, and the loop is
// distributed. A record with a 'mutable' member may be written through a
// 'const &', and a reference to a number or a non-const record may be
// written: those keep the caller's loop sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct Point {
  double x, y;
};

struct Cached {
  double x;
  mutable double last;
};

static double dist2(const Point &a, const Point &b) {
  return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

static double seen(const Cached &c) {
  c.last = c.x;
  return c.x;
}

static double moved(Point &p) {
  p.x += 1;
  return p.x;
}

const int n = 1000;
Point pts[n];
Cached cs[n];
double out[n];

void kernels(Point c) {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    out[i] = dist2(pts[i], c);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'seen' may have effects beyond its result: its parameter 'c' is neither a number, a record of numbers nor a pointer
  for (int i = 0; i < n; i++)
    out[i] = seen(cs[i]);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'moved' may have effects beyond its result: its parameter 'p' is neither a number, a record of numbers nor a pointer
  for (int i = 0; i < n; i++)
    out[i] = moved(pts[i]);
}
