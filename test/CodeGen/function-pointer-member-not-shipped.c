// A function pointer is an address too: code is placed per process.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
struct op {
  double weight;
  double (*apply)(double);
};
// CHECK-DAG: :[[@LINE-2]]:12: note: 'apply' declared here
struct op ops[50];

void reweigh(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'struct op' holds function pointer member 'apply', an address valid only in its own process: the elements of 'ops' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 50; i++)
    ops[i].weight = 1.0 / (i + 1);
}
