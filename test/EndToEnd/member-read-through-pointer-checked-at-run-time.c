// Members read through a pointer to a struct ('prm->scale', 'prm->in.w',
// 'lim->lo') that the nest's array writes may change by C's aliasing rules
// (the same type) are left to a run-time check: the nest is distributed
// when the struct's bytes overlap none of the written arrays, on every
// rank, and runs as written otherwise. Here the kernels run on separate
// structs (distributed), and on structs placed inside the very buffer they
// write (as written: later iterations read the members earlier ones
// overwrote), at 1 to 4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SUMMARY
// REQUIRES: mpi
// CODE: alb_disjoint((const void *)prm, sizeof(*prm), (const void *)out, ALB_WHOLE_ALLOCATION)
// CODE: alb_disjoint((const void *)lim, sizeof(*lim), (const void *)v, ALB_WHOLE_ALLOCATION)
#include <stdio.h>
#include <stdlib.h>

#define N 4000

struct params {
  double scale;
  struct {
    double w;
  } in;
};

struct limits {
  int lo, hi;
};

void affine(const struct params *prm, double *out, int n) {
  // Distributed in 2 of its 3 calls (the summary).
  // SUMMARY-DAG: nest member-read-through-pointer-checked-at-run-time.c:[[@LINE+2]](i): {{.*}}, 2 executions
  // CHECK-DAG: member-read-through-pointer-checked-at-run-time.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'prm' and 'out' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    out[i] = prm->scale * (i % 7) + prm->in.w;
}

void clamp(const struct limits *lim, int *v, int n) {
  // SUMMARY-DAG: nest member-read-through-pointer-checked-at-run-time.c:[[@LINE+2]](i): {{.*}}, 1 executions
  // CHECK-DAG: member-read-through-pointer-checked-at-run-time.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'lim' and 'v' do not overlap (checked at run time; otherwise the nest runs sequentially) [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    v[i] = v[i] < lim->lo ? lim->lo : v[i] > lim->hi ? lim->hi : v[i];
}

int main(void) {
  double *out = malloc(N * sizeof(double));
  int *v = malloc(N * sizeof(int));
  struct params apart = {1.5, {0.25}};
  struct limits bounds = {-50, 900};
  double sum = 0;
  long total = 0;

  // Apart from the arrays: distributed.
  affine(&apart, out, N);
  for (int i = 0; i < N; i++)
    sum += out[i] * (i % 13);
  printf("apart %.17g\n", sum);

  // On the stack beside a heap buffer: distributed.
  struct params other = {-0.5, {3.0}};
  affine(&other, out, N);
  for (int i = 0; i < N; i++)
    sum += out[i] * (i % 11);
  printf("other %.17g\n", sum);

  // Inside the buffer it writes: out[100] is prm->scale, out[101] prm->in.w,
  // so iterations from 102 on read what iterations 100 and 101 wrote.
  struct params *inside = (struct params *)(out + 100);
  inside->scale = 2.0;
  inside->in.w = -1.0;
  affine(inside, out, N);
  for (int i = 0; i < N; i++)
    sum += out[i] * (i % 5);
  printf("inside %.17g scale %.17g w %.17g\n", sum, inside->scale,
         inside->in.w);

  for (int i = 0; i < N; i++)
    v[i] = (i * 37) % 1000 - 100;
  clamp(&bounds, v, N);
  for (int i = 0; i < N; i++)
    total += (long)v[i] * (i % 9);
  printf("clamped %ld\n", total);

  // v[10] and v[11] are the bounds, crossed: iteration 10 clamps lo to hi,
  // so the iterations after it clamp every element to 400.
  for (int i = 0; i < N; i++)
    v[i] = (i * 53) % 1000 - 300;
  struct limits *aliased = (struct limits *)(v + 10);
  aliased->lo = 500;
  aliased->hi = 400;
  clamp(aliased, v, N);
  for (int i = 0; i < N; i++)
    total += (long)v[i] * (i % 9);
  printf("aliased %ld lo %d hi %d\n", total, aliased->lo, aliased->hi);

  free(out);
  free(v);
  return 0;
}
