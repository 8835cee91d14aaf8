// A static kernel called with the same array for both pointers: the
// analysis of the kernel alone cannot exclude the overlap, so the nest is
// distributed only after a run-time check (here it finds the overlap and
// the loop runs as written, EndToEnd/alias-check-ranges.c); without
// run-time checks it stays sequential, and the remark says how to help.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s --check-prefix=CHECKED -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --no-alias-checks --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 1000
static double x[N];

static void axpy(int n, double a, double *xs, double *ys) {
  // CHECKED: :[[@LINE+5]]:3: remark: loop 'i' is DOALL; distributed when 'xs' and 'ys' do not overlap (checked at run time; otherwise the nest runs sequentially)
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: 'ys' and 'xs' may refer to the same memory [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+4]]:5: note: access to 'ys' here
  // CHECK: :[[@LINE+3]]:17: note: access to 'xs' here
  // CHECK: :[[@LINE+2]]:5: note: declare 'ys' and 'xs' 'restrict' if they never overlap
  for (int i = 0; i < n; i++)
    ys[i] = a * xs[i] + ys[i];
}

void run(void) { axpy(N, 2.0, x, x); }

// JSON: nest axpy:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-7]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=PossibleAliasing
