#include "particle.h"

#include <cmath>
#include <cstdint>

namespace {

// A small linear congruential generator, so that the initial conditions do
// not depend on the standard library.
class Lcg {
public:
  explicit Lcg(unsigned seed) : state_(seed) {}
  double next() {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state_ >> 11) / 9007199254740992.0;
  }

private:
  std::uint64_t state_;
};

} // namespace

// Plummer sphere of total mass 1, at rest as a whole.
void make_plummer(std::vector<Particle> &bodies, unsigned seed) {
  Lcg rng(seed);
  const double pi = std::acos(-1.0);
  const std::size_t n = bodies.size();
  for (std::size_t i = 0; i < n; ++i) {
    Particle &p = bodies[i];
    const double r =
        1.0 / std::sqrt(std::pow(0.999 * rng.next() + 1e-3, -2.0 / 3.0) - 1.0);
    const double cost = 2.0 * rng.next() - 1.0, phi = 2.0 * pi * rng.next();
    const double sint = std::sqrt(1.0 - cost * cost);
    p.x = r * sint * std::cos(phi);
    p.y = r * sint * std::sin(phi);
    p.z = r * cost;
    const double v =
        0.5 * std::sqrt(2.0) * std::pow(1.0 + r * r, -0.25) * rng.next();
    const double cv = 2.0 * rng.next() - 1.0, pv = 2.0 * pi * rng.next();
    const double sv = std::sqrt(1.0 - cv * cv);
    p.vx = v * sv * std::cos(pv);
    p.vy = v * sv * std::sin(pv);
    p.vz = v * cv;
    p.m = 1.0 / n;
  }
  double px = 0, py = 0, pz = 0;
  for (const Particle &p : bodies) {
    px += p.m * p.vx;
    py += p.m * p.vy;
    pz += p.m * p.vz;
  }
  for (Particle &p : bodies) {
    p.vx -= px;
    p.vy -= py;
    p.vz -= pz;
  }
}
