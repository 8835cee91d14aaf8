// A number read through a reference to a record (`sc.gap` with
// `const Scoring &sc`) is judged like one read through a pointer: the loop
// is distributed when no write of the loop may change it. A write to a
// std::vector of numbers cannot (its buffer holds no struct); a write
// through an `int *` may (then the loop is distributed when the record
// and the array do not overlap at run time). A record type the program
// also keeps in a std::vector may be distributed by element, so a rank may
// hold the referenced one out of date.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s --check-prefix=OFF
#include <vector>

struct Scoring {
  int match, gap;
};

struct Particle {
  double x, v;
};

void penalties(const Scoring &sc, std::vector<int> &score, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; ++i)
    score[i] = i * sc.match - sc.gap;
}

void penalties_through_pointer(const Scoring &sc, int *score, int n) {
  // CHECK-DAG: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed when 'sc' and 'score' do not overlap (checked at run time; otherwise the nest runs sequentially)
  // OFF: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'sc.gap' (int) is read through a reference, and the write to 'score[i]' (int) may change it
  for (int i = 0; i < n; ++i)
    score[i] = i - sc.gap;
}

void drift(const Particle &origin, std::vector<Particle> &all,
           std::vector<double> &offset, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'origin.x' is read through a reference to 'Particle', which the program also keeps in arrays
  for (int i = 0; i < n; ++i)
    offset[i] = i - origin.x;
  for (int i = 0; i < n; ++i)
    all[i].x += all[i].v;
}
