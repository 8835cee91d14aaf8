// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double v[16];

double largest(void) {
  double m = -100;
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  // CHECK: :[[@LINE+3]]:5: note: 'm' is assigned here
  // CHECK: :[[@LINE+2]]:5: note: a floating-point minimum or maximum written with '?:' or as 'fmax(e, x)' depends on the order of the iterations for NaN or signed zeros; 'fmin(x, e)'/'fmax(x, e)' make a reduction
  for (int i = 0; i < 16; i++)
    m = v[i] >= m ? v[i] : m;
  return m;
}

// JSON: nest largest:[[@LINE-5]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-6]] depth=0 kind=sequential distances=[] reasons=ScalarRecurrence

// fmax returns its first argument of equal values (-0.0 and +0.0):
// `fmax(v[i], m)` keeps the last, which partial results cannot reproduce.
double fmax(double, double);

double largest_last(void) {
  double m = -100;
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  // CHECK: :[[@LINE+3]]:5: note: 'm' is assigned here
  // CHECK: :[[@LINE+2]]:5: note: a floating-point minimum or maximum written with '?:' or as 'fmax(e, x)' depends on the order of the iterations for NaN or signed zeros; 'fmin(x, e)'/'fmax(x, e)' make a reduction
  for (int i = 0; i < 16; i++)
    m = fmax(v[i], m);
  return m;
}

// JSON: nest largest_last:[[@LINE-5]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-6]] depth=0 kind=sequential distances=[] reasons=ScalarRecurrence
