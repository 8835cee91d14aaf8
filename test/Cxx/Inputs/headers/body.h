// A header of the program: its classes and functions are the program's.
#ifndef BODY_H
#define BODY_H

struct Body {
  double x, v, m;
  double kinetic() const { return 0.5 * m * v * v; }
};

inline double squared(double a) { return a * a; }

#endif
