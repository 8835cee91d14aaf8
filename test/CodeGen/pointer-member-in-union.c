// A union with a pointer member may hold an address in the bytes the
// run-time would ship, whichever member the program last wrote.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
union value {
  double d;
  void *p;
};
// CHECK-DAG: :[[@LINE-2]]:9: note: 'p' declared here
// CHECK-DAG: :[[@LINE-3]]:9: note: 'v.p' declared here
struct cell {
  int tag;
  union value v;
};
union value u[100];
struct cell c[100];

void fill(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'union value' holds pointer member 'p', an address valid only in its own process: the elements of 'u' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    u[i].d = i;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'struct cell' holds pointer member 'v.p', {{.*}} [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    c[i].tag = i;
}
