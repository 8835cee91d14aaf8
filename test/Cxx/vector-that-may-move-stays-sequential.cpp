// A std::vector is read as an array only when its buffer cannot move or be
// reached by another name while the program runs: each use below keeps
// the loops over that vector sequential, with the use named. The stable
// vector 'ok' beside them is distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#include <cstddef>
#include <vector>

struct Point { // its pointer keeps a vector of Points from being an array
  double x, y; const char *label;
};

std::vector<double> global_grid(1000);

static double total(std::vector<double> g) {
  double s = 0;
  for (std::size_t i = 0; i < g.size(); i++)
    s += g[i];
  return s;
}

static void add(double &x, double y) { x += y; }

static void grow(std::vector<double> &g) { g.push_back(0.0); }

double kernels(int n) {
  std::vector<double> ok(n), grows(n), shrunk(n), referenced(n), addressed(n),
      passed(n), raw(n), captured(n), elementwise(n), regrown(n);
  std::vector<bool> flags(n);
  std::vector<Point> points(n);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    ok[i] = i;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'grows' may move its buffer or be reached by another name: member 'push_back' of 'grows' is used at line [[#@LINE+4]] [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; i++)
    grows[i] = i;
  for (int i = 0; i < 3; i++)
    grows.push_back(i);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'shrunk' may move its buffer or be reached by another name: member 'resize' of 'shrunk' is used at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    shrunk[i] = i;
  shrunk.resize(n / 2);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'referenced' may move its buffer or be reached by another name: an element of 'referenced' is bound to a reference or its address is taken at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    referenced[i] = i;
  double &first = referenced[0]; // passed on below: another name
  add(first, 0.5);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'addressed' may move its buffer or be reached by another name: an element of 'addressed' is bound to a reference or its address is taken at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    addressed[i] = i;
  double *p = &addressed[1];
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'passed' may move its buffer or be reached by another name: 'passed' is used as a whole (copied, passed or assigned) at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    passed[i] = i;
  double s = total(passed);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'regrown' may move its buffer or be reached by another name: 'regrown' is passed to 'grow', where member 'push_back' of 'g' is used at line 24
  for (int i = 0; i < n; i++)
    regrown[i] = i;
  grow(regrown);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'raw' may move its buffer or be reached by another name: member 'data' of 'raw' is used at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    raw[i] = i;
  double *q = raw.data();
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'captured' may move its buffer or be reached by another name: 'captured' is used in a lambda at line [[#@LINE+3]]
  for (int i = 0; i < n; i++)
    captured[i] = i;
  auto last = [&] { return captured[n - 1]; };
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'elementwise' may move its buffer or be reached by another name: an element of 'elementwise' is bound to a reference or its address is taken at line [[#@LINE+2]]
  for (int i = 0; i < n; i++)
    add(elementwise[i], 1.0);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::vector 'global_grid' may move its buffer or be reached by another name: 'global_grid' is neither a local variable of the function nor a reference parameter
  for (int i = 0; i < n; i++)
    global_grid[i] = i;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: call of overloaded operator '=' [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; i++)
    flags[i] = i % 2;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: call of overloaded operator '[]' [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; i++)
    points[i].x = i;
  return first + *p + s + *q + last() + ok[1] + grows[2] + shrunk[3] +
         passed[4];
}

int main() { return kernels(100) > 0 ? 0 : 1; }
