// An `extern` array that a system header declares counts as an array
// whose address may be stored (the library may store it), like one the
// file declares: writes through a pointer loaded from memory stay
// sequential. System headers are left out of the walks that look for the
// program's own names, not out of this one.
// RUN: %autolb --analyze %s -- -isystem %S/Inputs/system-pool 2>&1 | FileCheck %s
#include <pool.h>

struct particles {
  int n;
  double *w;
};

void reset(struct particles *p) {
  double *w = p->w;
  // CHECK: extern-array-of-system-header-may-be-stored.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'w' may point into an array that is read under another name (it is loaded from memory
  for (int i = 0; i < p->n; i++)
    w[i] = 0;
}
