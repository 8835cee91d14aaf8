// A member read through a pointer ('prm->scale') that only writes of
// arrays may change ('out[i]' of the same type) is left to a run-time
// check: the nest is distributed when the bytes of the whole object
// ('prm', sizeof(*prm)) overlap none of those arrays, on every rank, and
// runs as written otherwise. The pointer must name the same object before
// the loop tree as in it: a parameter or a local declared before the tree,
// not changed in it, its address not taken, its name not hidden by a
// declaration in it; and each array must have a range the check can
// compare before the loop. A record type the program also keeps in arrays,
// a write of a whole struct, or --no-alias-checks keep the reason.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not="'prm' and"
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
// RUN: %autolb %s -o %t.c 2>/dev/null && FileCheck %s --check-prefix=CODE < %t.c

struct inner { int k; double w; };
struct p { double scale; int n; struct inner in; };

void scaled(const struct p *prm, double *out, int n) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed when 'prm' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  // OFF: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  // CODE: {{^ *}}else if (alb_all_ranks(((alb_disjoint((const void *)prm, sizeof(*prm), (const void *)(out + (long)(0)), {{.*}} * sizeof(out[0]))) || (alb_disjoint((const void *)prm, sizeof(*prm), (const void *)out, ALB_WHOLE_ALLOCATION))))) { /* autolb: loop 'i' distributed
  for (int i = 0; i < n; i++)
    out[i] = prm->scale * i;
}
// JSON: "function": "scaled",
// JSON: "alias_checks": [
// JSON-NEXT: [
// JSON-NEXT: "prm",
// JSON-NEXT: "out"
// JSON-NEXT: ]
// JSON-NEXT: ],

// A member of a member ('prm->in.w'), and a local pointer declared before
// the tree.
void nested(const struct p *arg, double *out, int n) {
  const struct p *prm = arg;
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed when 'prm' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  // OFF: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'prm->in.w' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    out[i] = prm->in.w + i;
}

// Two arrays may change it: both are compared with the object.
void two_arrays(const struct p *prm, double *a, double *b, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'a' and 'b', 'prm' and 'a', 'prm' and 'b' do not overlap
  for (int i = 0; i < n; i++) {
    a[i] = prm->scale;
    b[i] = prm->scale + 1;
  }
}

// The pointer changes in the loop: no check before it names the object.
void reassigned(const struct p *prm, const struct p *other, double *out,
                int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK-NOT: {{^}}{{.*}}:[[@LINE+1]]:3: remark: loop 'i' is DOALL
  for (int i = 0; i < n; i++) {
    out[i] = prm->scale;
    prm = other;
  }
}

// Its address is taken: something may change it.
void address_taken(const struct p *prm, double *out, int n) {
  const struct p **where = &prm;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    out[i] = (*where == 0) + prm->scale;
}

// A declaration in the tree takes its name: the check before a nest of
// the tree would name another variable.
void hidden(const struct p *prm, double *out, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++) {
    out[i] = prm->scale;
    {
      double prm = i;
      out[i] += prm;
    }
  }
}

// The struct type is kept in arrays: a rank may hold it out of date.
struct q { double scale; };
struct q table[16];
void kept_in_arrays(const struct q *prm, double *out, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'prm->scale' is read through a pointer to 'struct q', which the program also keeps in arrays: a rank may hold a distributed array's other elements out of date [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    out[i] = prm->scale * table[i % 16].scale;
}

// A whole struct is written in the loop.
void whole_struct(const struct p *prm, double *out, int n) {
  struct p copy = {0};
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'out[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++) {
    copy.n = i;
    out[i] = prm->scale + copy.n;
  }
}

// Buffers swapped in loop 't' have no range before it, only before 'i'.
void swapped(const struct p *prm, double *a, double *b, int n, int steps) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 't' is not distributed: 'prm->scale' (double) is read through a pointer, and the write to 'a[i]' (double) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+3]]:5: remark: loop 'i' is DOALL; distributed when 'b' and 'a', 'prm' and 'a' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  // OFF: :[[@LINE+2]]:5: remark: loop 'i' is not distributed: 'prm->scale' (double) is read through a pointer
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++)
      a[i] = prm->scale * i + b[i];
    double *tmp = a;
    a = b;
    b = tmp;
  }
}
