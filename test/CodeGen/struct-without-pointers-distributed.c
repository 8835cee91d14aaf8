// Structs without addresses, nested ones included, are shipped as bytes
// like any element; an array of structs with a pointer member that the
// nest only reads stays whole on every rank, so that nest is distributed
// too.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s -implicit-check-not=PointerValues
// RUN: %mpicc -Werror -c %t.c -o %t.o
struct pair {
  double lo, hi;
};
struct particle {
  double x, v;
  struct pair range;
  int kind;
};
struct particle p[200];

struct named {
  int id;
  const char *name;
};
struct named tags[200];
int ids[200];

void step(double dt) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
  for (int i = 0; i < 200; i++)
    p[i].x += dt * p[i].v;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL with independent iterations (2 arrays) [-Ralb-codegen]
  for (int i = 0; i < 200; i++)
    ids[i] = tags[i].id + 1;
}
