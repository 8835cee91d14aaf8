// A minimum or maximum written as a conditional assignment is a reduction
// when the comparison and the assignment name the same value, the value
// mentions the variable nowhere and has no side effects, and there is no
// else. In floating point only the strict comparisons qualify: `>=` keeps
// the last of equal values (-0.0, +0.0), which partial results combined in
// order do not.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double v[1000];
int n[1000];
double next(void);

double largest(void) {
  double m = -1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with max reduction into 'm' (double); distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++)
    if (v[i] > m)
      m = v[i];
  return m;
}
// JSON: nest largest:[[@LINE-5]] decision=distributed distributed=i
// JSON: reduction m max double fp-reassoc=true

double smallest(void) {
  double m = 1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with min reduction into 'm' (double); distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++) {
    if (m > v[i]) {
      m = v[i];
    }
  }
  return m;
}

int counts(void) {
  int most = 0, least = 1 << 30;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with max reduction into 'most' (int), min reduction into 'least' (int); distributed [-Ralb-analysis]
  for (int i = 0; i < 1000; i++) {
    if (n[i] >= most)
      most = n[i];
    if (least >= n[i])
      least = n[i];
  }
  return most - least;
}

double last_of_equals(void) {
  double m = -1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried from one iteration to the next (neither private nor a reduction) [-Ralb-missed=ScalarRecurrence]
  for (int i = 0; i < 1000; i++)
    if (v[i] >= m)
      m = v[i];
  return m;
}

double with_index(int *at) {
  double m = -1e300;
  int where = -1;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried
  for (int i = 0; i < 1000; i++)
    if (v[i] > m) {
      m = v[i];
      where = i;
    }
  *at = where;
  return m;
}

double stores_another_value(void) {
  double m = -1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried
  for (int i = 0; i < 1000; i++)
    if (v[i] > m)
      m = v[i] * 0.5;
  return m;
}

double with_else(void) {
  double m = -1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 'm' is carried
  for (int i = 0; i < 1000; i++)
    if (v[i] > m)
      m = v[i];
    else
      m = m - 1.0;
  return m;
}

double side_effects(void) {
  double m = -1e300;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed:
  for (int i = 0; i < 1000; i++)
    if (next() > m)
      m = next();
  return m;
}
