#include "particle.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv) {
  int n = 512, steps = 20, every = 5;
  double dt = 1e-3;
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-n") == 0 && a + 1 < argc) {
      n = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-s") == 0 && a + 1 < argc) {
      steps = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-e") == 0 && a + 1 < argc) {
      every = std::atoi(argv[++a]);
    } else if (std::strcmp(argv[a], "-dt") == 0 && a + 1 < argc) {
      dt = std::atof(argv[++a]);
    } else {
      std::fprintf(stderr,
                   "usage: %s [-n BODIES] [-s STEPS] [-e EVERY] [-dt DT]\n",
                   argv[0]);
      return 1;
    }
  }
  if (n < 2 || steps < 0 || every < 1) {
    std::fprintf(stderr, "need at least 2 bodies\n");
    return 1;
  }

  std::vector<Particle> bodies(n);
  std::vector<Accel> acc(n);
  make_plummer(bodies, 2024);

  const Stats s0 = measure(bodies);
  const double e0 = s0.kinetic + s0.potential;
  std::printf("%d bodies  E0 %.8f  (K %.8f  U %.8f)\n", n, e0, s0.kinetic,
              s0.potential);

  const auto start = std::chrono::steady_clock::now();
  compute_accel(bodies, acc);
  for (int step = 1; step <= steps; ++step) {
    kick(bodies, acc, dt);
    drift(bodies, dt);
    compute_accel(bodies, acc);
    kick(bodies, acc, dt);
    if (step % every == 0 || step == steps) {
      const Stats s = measure(bodies);
      const double e = s.kinetic + s.potential;
      std::printf("step %4d  E %.8f  dE/E0 %.3e\n", step, e,
                  (e - e0) / std::fabs(e0));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();

  double cx = 0, cy = 0, cz = 0;
  for (const Particle &p : bodies) {
    cx += p.m * p.x;
    cy += p.m * p.y;
    cz += p.m * p.z;
  }
  std::printf("centre of mass %.6f %.6f %.6f\n", cx, cy, cz);
  std::fprintf(stderr, "%d steps: %.3f s\n", steps, seconds);
  return 0;
}
