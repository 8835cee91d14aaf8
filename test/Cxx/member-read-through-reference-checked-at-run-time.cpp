// A number read through a reference to a record (`sc.gap` with
// `const Scoring &sc`) that only a write through an `int *` may change is
// left to a run-time check: the loop is distributed when the bytes of the
// whole record (`&sc, sizeof(sc)`) do not overlap the written array, and
// runs as written otherwise. A reference bound in the loop, a record type
// the program also keeps in arrays, a whole-record write and
// --no-alias-checks keep the reason.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not="'sc' and"
// RUN: %autolb %s -o %t.cpp 2>/dev/null && FileCheck %s --check-prefix=CODE < %t.cpp
// RUN: %cxx -fsyntax-only %t.cpp
// REQUIRES: mpi
#include <vector>

struct Scoring {
  int match, mismatch, gap;
};

struct Weights {
  struct {
    int near, far;
  } step;
  double scale;
};

void penalties(const Scoring &sc, int *trace, int n) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed when 'sc' and 'trace' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  // OFF: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'sc.gap' (int) is read through a reference, and the write to 'trace[i]' (int) may change it [-Ralb-missed=PossibleAliasing]
  // CODE: {{^ *}}else if (alb_all_ranks(((alb_disjoint((const void *)&sc, sizeof(sc), (const void *)(trace + (long)(0)), {{.*}} * sizeof(trace[0]))) || (alb_disjoint((const void *)&sc, sizeof(sc), (const void *)trace, ALB_WHOLE_ALLOCATION))))) { /* autolb: loop 'i' distributed
  for (int i = 0; i < n; ++i)
    trace[i] = i % 3 == 0 ? sc.match : i % 3 == 1 ? sc.mismatch : sc.gap;
}

// A member of a member of the record, through a local reference declared
// before the loop.
void nested(const Weights &arg, int *out, int n) {
  const Weights &w = arg;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'w' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int i = 0; i < n; ++i)
    out[i] = i * w.step.near + w.step.far;
}

// The reference is bound in the loop: no check before it names the record.
void bound_in_loop(const Scoring &a, const Scoring &b, int *out, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'sc.gap' (int) is read through a reference, and the write to 'out[i]' (int) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; ++i) {
    const Scoring &sc = i % 2 ? a : b;
    out[i] = sc.gap;
  }
}

// The record type is kept in a vector: a rank may hold it out of date.
struct Cell {
  int cost;
};
void kept_in_arrays(const Cell &c, std::vector<Cell> &cells, int *out, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'c.cost' is read through a reference to 'Cell', which the program also keeps in arrays
  for (int i = 0; i < n; ++i)
    out[i] = c.cost + i;
  for (int i = 0; i < n; ++i)
    cells[i].cost += 1;
}

// A whole record is written in the loop.
void whole_record(const Scoring &sc, int *out, int n) {
  Scoring local = {1, 2, 3};
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'sc.gap' (int) is read through a reference, and the write to 'out[i]' (int) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; ++i) {
    local.gap = i;
    out[i] = sc.gap + local.gap;
  }
}
