// A local pointer set to the address of the loop's element at its
// declaration (`struct particle *p = &parts[i];`), and used only as `p->f`
// and `*p`, is another name of that element, as in `parts[i].f`: the loop
// is distributed like its subscripted form. A field written under a
// condition, or alone, leaves the element's other fields as they were.
// A pointer that is reassigned, passed on, offset, or whose index changes
// after its declaration is not such a name, and its loop stays sequential.
// Replicated code reading through such a pointer after a distributed nest
// reads the element as the nest left it.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

struct particle {
  double x, y, vx, vy;
  int lost;
};

static void advance(struct particle *parts, int n, double dt) {
  int i;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < n; i++) {
    struct particle *p = &parts[i];
    if (p->lost)
      continue;
    p->x += p->vx * dt;
    p->y += p->vy * dt;
    if (p->x > 12.0 || p->y > 12.0)
      p->lost = 1;
  }
}

static void scale(double *weight, const struct particle *parts, int n) {
  int i;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < n; i++) {
    double *w = &weight[i];
    const struct particle *p = &parts[i];
    *w = *w * 0.5 + (p->lost ? 0.0 : p->x);
  }
}

static void reset_x(struct particle *parts, int n) {
  int i;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < n; i++) {
    struct particle *p = &parts[i];
    p->x = 0.125 * (i % 11);
  }
}

static void reassigned(struct particle *parts, int n) {
  int i;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (i = 0; i < n - 1; i++) {
    struct particle *p = &parts[i];
    p->vx += 0.25;
    p = &parts[i + 1];
    p->vy = p->vy * 0.5 + 0.125;
  }
}

static void index_changed(struct particle *parts, int n) {
  int i, k;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (i = 0; i < n; i++) {
    k = i;
    struct particle *p = &parts[k];
    k = (i + 1) % n;
    p->vx = p->vx + parts[k].vy * 0.001;
  }
}

static double kinetic(const struct particle *p) { return p->vx * p->vx; }

static void passed_on(struct particle *parts, double *energy, int n) {
  int i;
  // REMARK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (i = 0; i < n; i++) {
    struct particle *p = &parts[i];
    energy[i] = kinetic(p) + (p + 1 < parts + n ? p[1].vy : 0.0);
  }
}

int main(void) {
  int n = 20000, i, step, lost = 0;
  struct particle *parts = malloc(n * sizeof *parts);
  double *weight = malloc(n * sizeof *weight);
  double *energy = malloc(n * sizeof *energy);
  double sum = 0.0;
  if (!parts || !weight || !energy)
    return 1;
  for (i = 0; i < n; i++) {
    parts[i].x = (i % 13) * 0.5;
    parts[i].y = (i % 7) * 0.25;
    parts[i].vx = (i % 5) * 0.3;
    parts[i].vy = (i % 3) * 0.7;
    parts[i].lost = 0;
    weight[i] = 1.0;
  }
  const struct particle *last = &parts[n - 1];
  for (step = 0; step < 20; step++) {
    advance(parts, n, 0.5);
    scale(weight, parts, n);
  }
  printf("%.17g %.17g %d\n", last->x, (*last).vy, last->lost);
  reset_x(parts, n);
  advance(parts, n, 0.25);
  reassigned(parts, n);
  index_changed(parts, n);
  passed_on(parts, energy, n);
  for (i = 0; i < n; i++) {
    lost += parts[i].lost;
    sum = sum * 0.75 + weight[i] + energy[i] + parts[i].vx + parts[i].vy;
  }
  printf("%d %.17g %.17g %.17g\n", lost, sum, parts[n - 1].x, parts[3].y);
  free(energy);
  free(weight);
  free(parts);
  return 0;
}
