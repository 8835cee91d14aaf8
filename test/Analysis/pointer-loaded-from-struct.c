// A local pointer loaded from memory (`double *w = p->w`) points into
// heap memory, or into a declared array whose address was stored there.
// Writes through it are distributed only when no declared array's address
// may be stored: an array that is not 'static' (another file may store
// it), or one whose address this file uses other than to subscript it, in
// sizeof, or as an argument of a C library function that keeps no
// pointer (memset here).
// RUN: %autolb --analyze %s -- -DSTORES_POOL 2>&1 | FileCheck %s --check-prefix=STORED
// RUN: %autolb --analyze %s -- -DEXTERN_POOL 2>&1 | FileCheck %s --check-prefix=STORED
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s --check-prefix=PRIVATE
#include <string.h>

struct particles {
  int n;
  double *w;
};

#ifdef EXTERN_POOL
double pool[1000];
#else
static double pool[1000];
#endif

#ifdef STORES_POOL
void attach(struct particles *p) { p->w = pool; }
#endif

void clear_pool(void) { memset(pool, 0, sizeof pool); }

void reset(struct particles *p) {
  double *w = p->w;
  // STORED: pointer-loaded-from-struct.c:[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'w' may point into an array that is read under another name (it is loaded from memory, where the address of a declared array may be stored: one that is not 'static', or whose address this file passes on) [-Ralb-missed=PointerMayPointIntoArray]
  // PRIVATE: pointer-loaded-from-struct.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < p->n; i++)
    w[i] = 0;
}

double sum(void) {
  double s = 0;
  for (int i = 0; i < 1000; i++)
    s += pool[i];
  return s;
}
