// A local reference bound to a vector element (`Particle &p = b[i];`,
// `int &cell = score[k];`) stands for that element wherever it is used,
// when each use is plain and nothing changes the index's variables while
// the reference exists: the loop is judged as if `b[i]` were written in
// place of `p`. A reference whose index variable changes after the
// binding, or whose address is taken, keeps the loops over that vector
// sequential. Output equals the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK: reference-to-vector-element-stands-for-it.cpp:27:3: remark: loop 'i' is DOALL; distributed [
// REMARK: reference-to-vector-element-stands-for-it.cpp:36:3: remark: loop 'i' is DOALL; distributed [
// REMARK: reference-to-vector-element-stands-for-it.cpp:47:3: remark: loop 'i' is not distributed: std::vector 'moved' may move its buffer or be reached by another name: an element of 'moved' is bound to a reference or its address is taken at line 49
// REMARK: reference-to-vector-element-stands-for-it.cpp:59:3: remark: loop 'i' is not distributed: std::vector 'pointed' may move its buffer or be reached by another name: an element of 'pointed' is bound to a reference or its address is taken at line 60
#include <cstdio>
#include <vector>

struct Particle {
  double x, v;
};

static void drift(std::vector<Particle> &b, double dt) {
  for (int i = 0; i < (int)b.size(); i++) {
    Particle &p = b[i];
    p.v += dt * (i % 7);
    p.x += dt * p.v;
  }
}

static void fill(std::vector<int> &score, const std::vector<int> &bonus,
                 int w, int h) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) {
      int &cell = score[i * w + j];
      const int &extra = bonus[j];
      cell = (i * 3 + j) % 11;
      cell += extra > 5 ? 1 : 0;
    }
}

static long shifted(std::vector<long> &moved, int n) {
  long s = 0;
  for (int i = 0; i < n - 1; i++) {
    int k = i;
    long &r = moved[k];
    k++;
    r = moved[k] + 1;
    s += r;
  }
  return s;
}

static double pointed(std::vector<double> &pointed, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    double &r = pointed[i];
    double *q = &r;
    *q += 1.0;
    s += pointed[i];
  }
  return s;
}

int main() {
  const int n = 3000, w = 40, h = 50;
  std::vector<Particle> bodies(n);
  for (int i = 0; i < n; i++) {
    bodies[i].x = i % 13;
    bodies[i].v = 0;
  }
  std::vector<int> score(w * h), bonus(w);
  for (int j = 0; j < w; j++)
    bonus[j] = j % 9;
  std::vector<long> moved(n, 2);
  std::vector<double> values(n, 0.5);
  for (int step = 0; step < 3; step++)
    drift(bodies, 0.25);
  fill(score, bonus, w, h);
  double sx = 0;
  long ss = 0;
  for (int i = 0; i < n; i++)
    sx += bodies[i].x * (i % 3);
  for (int i = 0; i < w * h; i++)
    ss += score[i] * (i % 5);
  std::printf("%.6f %ld %ld %.3f\n", sx, ss, shifted(moved, n),
              pointed(values, n));
  return 0;
}
