// An arithmetic member read through a pointer ('p->n', 'p->dt') does not
// keep a loop sequential unless a write of the nest may change it by C's
// aliasing rules: a write of a compatible type (or its signed or unsigned
// variant), of a character type, or of a struct, through anything but a
// declared array or a 'restrict' pointer, or of a struct type the program
// also keeps in arrays (a distributed array of them is up to date only
// element by element on its owners). Pointer members are judged so too
// (any write of a pointer may change one); volatile members keep their
// reason. Run-time checks (off here) would compare the struct instead.
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --no-alias-checks --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

struct params { int n; unsigned m; double dt; double *u; volatile int vn; };
double grid[1000];

void restricted(const struct params *p, double *restrict x,
                const double *restrict v) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < p->n; i++)
    x[i] += p->dt * v[i];
}

void declared(const struct params *p) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++)
    grid[i] = p->dt * i;
}

void other_type(const struct params *p, double *x) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < p->n; i++)
    x[i] = 2 * x[i];
}

void same_type(struct params *p, int *a) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: 'p->n' (int) is read through a pointer, and the write to 'a[i]' (int) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+2]]:26: note: read here
  // CHECK: :[[@LINE+2]]:5: note: write here
  for (int i = 0; i < p->n; i++)
    a[i] = i;
}

void signedness(struct params *p, int *a) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: 'p->m' (unsigned int) is read through a pointer, and the write to 'a[i]' (int) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+2]]:31: note: read here
  // CHECK: :[[@LINE+2]]:5: note: write here
  for (int i = 0; i < (int)p->m; i++)
    a[i] = i;
}

void characters(struct params *p, char *c) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: 'p->dt' (double) is read through a pointer, and the write to 'c[i]' (char) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+3]]:21: note: read here
  // CHECK: :[[@LINE+2]]:5: note: write here
  for (int i = 0; i < 100; i++)
    c[i] = (char)p->dt;
}

// The pointer member itself is judged by type like a number (no write of
// a pointer in the loop); the array it points to is not distributed.
void pointer_member(struct params *p, int n) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the array of 'p->u[i]' cannot be identified [-Ralb-missed=UnsupportedAccess]
  // CHECK: :[[@LINE+2]]:5: note: access here
  for (int i = 0; i < n; i++)
    p->u[i] = 0;
}

void volatile_member(struct params *p, double *restrict x) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: access through pointer 'p->vn' cannot be proved free of aliasing [-Ralb-missed=PointerArithmetic]
  // CHECK: :[[@LINE+1]]:26: note: access here
  for (int i = 0; i < p->vn; i++)
    x[i] = 0;
}

struct particle { double x, v; };
struct particle parts[100];

void particles_in_arrays(const struct particle *p, double *restrict y) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'p->x' is read through a pointer to 'struct particle', which the program also keeps in arrays: a rank may hold a distributed array's other elements out of date [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+2]]:15: note: read here
  for (int i = 0; i < 100; i++)
    y[i] = p->x * i + parts[i].v;
}

// JSON: nest restricted:19 decision=distributed distributed=i
// JSON: nest declared:25 decision=distributed distributed=i
// JSON: nest other_type:31 decision=distributed distributed=i
// JSON: nest same_type:39 decision=sequential
// JSON: loop i line=39 depth=0 kind=sequential distances=[] reasons=PossibleAliasing
// JSON: nest particles_in_arrays:81 decision=sequential
// JSON: loop i line=81 depth=0 kind=sequential distances=[] reasons=PossibleAliasing
