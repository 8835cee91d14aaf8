#include "particle.h"

#include <cmath>

void compute_accel(const std::vector<Particle> &bodies,
                   std::vector<Accel> &acc) {
  const int n = static_cast<int>(bodies.size());
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    const Particle &pi = bodies[i];
    double ax = 0.0, ay = 0.0, az = 0.0;
    for (int j = 0; j < n; ++j) {
      const double dx = bodies[j].x - pi.x;
      const double dy = bodies[j].y - pi.y;
      const double dz = bodies[j].z - pi.z;
      const double r2 = dx * dx + dy * dy + dz * dz + kSoftening2;
      const double inv = 1.0 / (r2 * std::sqrt(r2));
      ax += bodies[j].m * dx * inv;
      ay += bodies[j].m * dy * inv;
      az += bodies[j].m * dz * inv;
    }
    acc[i].ax = ax;
    acc[i].ay = ay;
    acc[i].az = az;
  }
}

void kick(std::vector<Particle> &bodies, const std::vector<Accel> &acc,
          double dt) {
  const int n = static_cast<int>(bodies.size());
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    bodies[i].vx += 0.5 * dt * acc[i].ax;
    bodies[i].vy += 0.5 * dt * acc[i].ay;
    bodies[i].vz += 0.5 * dt * acc[i].az;
  }
}

void drift(std::vector<Particle> &bodies, double dt) {
  const int n = static_cast<int>(bodies.size());
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    Particle &p = bodies[i];
    p.x += dt * p.vx;
    p.y += dt * p.vy;
    p.z += dt * p.vz;
  }
}

Stats measure(const std::vector<Particle> &bodies) {
  const int n = static_cast<int>(bodies.size());
  double kin = 0.0, pot = 0.0;
#pragma omp parallel for reduction(+ : kin, pot)
  for (int i = 0; i < n; ++i) {
    kin += bodies[i].kinetic();
    for (int j = i + 1; j < n; ++j) {
      const double dx = bodies[j].x - bodies[i].x;
      const double dy = bodies[j].y - bodies[i].y;
      const double dz = bodies[j].z - bodies[i].z;
      pot -= bodies[i].m * bodies[j].m /
             std::sqrt(dx * dx + dy * dy + dz * dz + kSoftening2);
    }
  }
  return Stats{kin, pot};
}
