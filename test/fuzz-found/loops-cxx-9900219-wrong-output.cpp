/* wrong-output, reduced by hand from gen-loops.py --cxx 9900219
 * (scripts/fuzz.sh --generator loops-cxx, a record block): a helper taking
 * std::vector<double> & writes the record's member q.d distributed
 * (damp(q.d, q.n)); then `const Rec c = q;` copies q on every rank with no
 * alb_array_sync of q.d before it, so each rank copies its partial buffer.
 * The nest over c.d then syncs c.d, never written distributed: the stale
 * elements stay. Sequential and np=1 print 1.2070498489192261; np=2
 * 1.2070498451939358, np=3 1.2070441279210655, np=4 1.2070345864121492
 * (balanced mode). Also wrong at np=2 when the nest over c.d is sequential,
 * and for `const std::vector<double> cd = q.d;` (a copy of the member
 * alone); right for a local vector (std::vector<double> d; damp(d, n);
 * cd = d gets alb_array_sync(d.data()) first) and when main's own loop
 * writes q.d. In the fuzz program the output V600019 differed at np=2. */
#include <cstdio>
#include <vector>

struct Rec {
  int n;
  std::vector<double> d;
};

static void damp(std::vector<double> &v, int n) {
  for (int i = 0; i < n; i++)
    v[i] = 0.75 * v[i] + 0.125;
}

int main(void) {
  Rec q;
  q.n = 40;
  q.d.resize(41);
  for (int i = 0; i < 41; i++)
    q.d[i] = (double)(i % 13) / 16.0;
  damp(q.d, q.n);
  const Rec c = q;
  std::vector<double> out(41, 1.0);
  for (int i = 0; i < c.n; i++)
    out[i] = 0.5 * c.d[i + 1] + 0.25 * c.d[i];
  double s = 0.0;
  for (int i = 0; i < 41; i++)
    s = s * 0.5 + out[i];
  std::printf("%.17g\n", s);
  return 0;
}
