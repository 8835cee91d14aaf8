// A local array a distributed nest describes gets, right after its
// declaration, a cleanup variable that makes the run-time forget it at every
// exit from its scope. Arrays never described get nothing, and where a jump
// from outside lands inside the scope (a cleanup would be invalid C there) a
// remark says the array is not forgotten.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o

static void fill(int n, double v[n]) {
  for (int i = 0; i < n; i++)
    v[i] = i;
}

double sum(int n, int jump) {
  double s = 0;
  // REMARK-DAG: :[[@LINE+2]]:10: remark: 'a' forgotten by the run-time when its scope ends: its memory is reused by later calls [-Ralb-codegen]
  // CHECK: double a[1000], unused[4], b[n]; void *alb_scope_of_a __attribute__((cleanup(alb_array_forget_at_scope_end))) = a; void *alb_scope_of_b __attribute__((cleanup(alb_array_forget_at_scope_end))) = b;
  double a[1000], unused[4], b[n];
  for (int i = 0; i < 1000; i++)
    a[i] = i;
  for (int i = 0; i < n; i++)
    b[i] = i;
  unused[0] = a[3] + b[0];
  if (jump)
    goto inside;
  {
    // CHECK: double c[100];{{$}}
    double c[100];
    // REMARK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 'c' is declared in a block that a jump enters, where the run-time could not be told that it ends [-Ralb-missed=ArrayScopeEnteredByJump]
    for (int i = 0; i < 100; i++)
      c[i] = i;
    s = c[1];
  inside:
    s += 1;
  }
  if (jump)
    goto passed;
  {
    // REMARK-DAG: :[[@LINE+2]]:12: remark: 'd' not forgotten by the run-time when its scope ends: a jump into its scope prevents the cleanup that would do it [-Ralb-codegen]
    // CHECK: double d[50];{{$}}
    double d[50];
    fill(50, d);
    s += d[7];
  passed:
    s += 1;
  }
  return s + unused[0];
}
