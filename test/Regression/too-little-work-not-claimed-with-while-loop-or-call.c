// TooLittleWork keeps sequential only a nest whose work is known at compile
// time. A loop of 8 constant iterations whose body runs a `while` loop to
// a bound known at run time, or calls a function that loops that long, was
// counted as a few operations per iteration (the `while` as one pass, the
// call as a call) and kept sequential: "8 iterations of about 12
// operations (96 in all)". Those are distributed; a body of math calls
// alone, whose work is counted, stays sequential.
// RUN: %autolb --min-nest-operations=1000 %s -o %t.c 2>&1 | FileCheck %s
#include <math.h>
#define NB 8
#define LEN 100000

static double big[NB][LEN];
static double res[NB];
int n = LEN;

static double row_work(int i) {
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += big[i][k] * k;
  return s;
}

void through_call(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < NB; i++)
    res[i] = row_work(i);
}

void through_while(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < NB; i++) {
    int k = 0;
    double s = 0.0;
    while (k < n) {
      s += big[i][k];
      k++;
    }
    res[i] = s;
  }
}

void math_only(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: its work is known at compile time, 8 iterations of about {{[0-9]+}} operations ({{[0-9]+}} in all), less than one exchange between ranks costs (about 1000 operations) [-Ralb-missed=TooLittleWork]
  for (int i = 0; i < NB; i++)
    res[i] = sin(res[i]) + exp(cos(res[i]));
}
