// Direct-summation N-body with softened gravity, leapfrog (kick-drift-kick).
#ifndef PARTICLE_H
#define PARTICLE_H

#include <vector>

struct Particle {
  double x, y, z;
  double vx, vy, vz;
  double m;

  double kinetic() const { return 0.5 * m * (vx * vx + vy * vy + vz * vz); }
};

struct Accel {
  double ax, ay, az;
};

struct Stats {
  double kinetic, potential;
};

constexpr double kSoftening2 = 1e-4;

void make_plummer(std::vector<Particle> &bodies, unsigned seed);
void compute_accel(const std::vector<Particle> &bodies,
                   std::vector<Accel> &acc);
void kick(std::vector<Particle> &bodies, const std::vector<Accel> &acc,
          double dt);
void drift(std::vector<Particle> &bodies, double dt);
Stats measure(const std::vector<Particle> &bodies);

#endif
