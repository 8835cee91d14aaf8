// A std::vector of trivially copyable plain records (numbers and arrays of
// numbers only, as an N-body's particles) is read as an array of records:
// `b[i].x` reads or writes element b[i], and the nest is distributed by
// element, shipping whole records. A member function called on an element
// reads (or writes) that element when its summary is known; one with
// unknown effects is another use, which keeps the loops over that vector
// sequential with the use named. Output equals the
// sequential program's at 1-4 ranks in every mode.
// REMARK: vector-of-records-distributed-by-element.cpp:40:3: remark: loop 'i' is DOALL; distributed
// REMARK: vector-of-records-distributed-by-element.cpp:59:3: remark: loop 'i' is DOALL; distributed
// REMARK: vector-of-records-distributed-by-element.cpp:71:3: remark: loop 'i' is DOALL with sum reduction into 'e' (double); distributed
// REMARK: vector-of-records-distributed-by-element.cpp:80:3: remark: loop 'i' is DOALL; distributed
// REMARK: vector-of-records-distributed-by-element.cpp:92:3: remark: loop 'i' is DOALL; distributed
// REMARK: vector-of-records-distributed-by-element.cpp:102:3: remark: loop 'i' is not distributed: std::vector 'counters' may move its buffer or be reached by another name: member function 'tally' is called on an element of 'counters' at line 103
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
#include <cmath>
#include <cstdio>
#include <vector>

struct Particle {
  double x, y, z, vx, vy, vz, m;
  double kinetic() const { return 0.5 * m * (vx * vx + vy * vy + vz * vz); }
};
static int tallies;
struct Counter {
  double weight;
  void tally() const { tallies += (int)weight; }
};
struct Accel {
  double ax, ay, az;
};

static void accel(const std::vector<Particle> &b, std::vector<Accel> &acc) {
  const int n = (int)b.size();
  for (int i = 0; i < n; ++i) {
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; ++j) {
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + 1e-3;
      double inv = 1.0 / (r2 * std::sqrt(r2));
      ax += b[j].m * dx * inv;
      ay += b[j].m * dy * inv;
      az += b[j].m * dz * inv;
    }
    acc[i].ax = ax;
    acc[i].ay = ay;
    acc[i].az = az;
  }
}

static void kick(std::vector<Particle> &b, const std::vector<Accel> &acc,
                 double dt) {
  const int n = (int)b.size();
  for (int i = 0; i < n; ++i) {
    b[i].vx += dt * acc[i].ax;
    b[i].vy += dt * acc[i].ay;
    b[i].vz += dt * acc[i].az;
    b[i].x += dt * b[i].vx;
    b[i].y += dt * b[i].vy;
    b[i].z += dt * b[i].vz;
  }
}

static double energy(const std::vector<Particle> &probe) {
  double e = 0;
  for (int i = 0; i < (int)probe.size(); i++)
    e += probe[i].kinetic();
  return e;
}

int main() {
  const int n = 600;
  std::vector<Particle> bodies(n);
  std::vector<Accel> acc(n);
  for (int i = 0; i < n; i++) {
    bodies[i].x = (i * 37 % 101) * 0.1;
    bodies[i].y = (i * 53 % 103) * 0.1;
    bodies[i].z = (i * 71 % 107) * 0.1;
    bodies[i].vx = bodies[i].vy = bodies[i].vz = 0;
    bodies[i].m = 1.0 + (i % 3);
  }
  for (int step = 0; step < 4; step++) {
    accel(bodies, acc);
    kick(bodies, acc, 0.01);
  }
  std::vector<Particle> probe(3);
  for (int i = 0; i < 3; i++) {
    probe[i].m = i + 1.0;
    probe[i].vx = probe[i].vy = probe[i].vz = 0.5 * i;
  }
  double cx = 0;
  for (int i = 0; i < n; i++)
    cx += bodies[i].x * (i % 5) + bodies[i].vy;
  std::vector<Counter> counters(5);
  for (int i = 0; i < 5; i++)
    counters[i].weight = i;
  for (int i = 0; i < 5; i++)
    counters[i].tally();
  std::printf("%.10e %.10e %d\n", energy(probe), cx, tallies);
  return 0;
}
