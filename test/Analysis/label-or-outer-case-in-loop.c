// A label in a loop's body, or a case label of a switch around the loop,
// keeps the loop sequential: a jump may enter the loop there, and the
// generated code would hold the label twice (the loop as written and its
// chunks). Labels and cases of a switch inside the loop body are fine.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void label_in_body(double *a, double *b, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: label 'next' in the loop: a 'goto' may enter it [-Ralb-missed=EarlyExit]
  for (int i = 0; i < n; i++) {
    a[i] = b[i] * 2;
#ifdef RETRY
    if (a[i] < 0)
      goto next;
#endif
    a[i] += 1;
  next:
    b[i] = a[i];
  }
}

void outer_case(double *a, int n, int k) {
  switch (k) {
  case 0:
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: a case label of a switch around the loop: the switch may enter the loop there [-Ralb-missed=EarlyExit]
    for (int i = 0; i < n; i++) {
      a[i] = 1;
    case 1:
      a[i] += 2;
    }
  }
}

void inner_switch(double *a, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0:
      a[i] = 1;
      break;
    default:
      a[i] = 2;
    }
  }
}
