// A pointer member inside a nested struct, or inside the structs of an
// array member, is shipped with its element all the same: the remark names
// the member by its path from the element.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
struct header {
  int n;
  const char *label;
};
// CHECK-DAG: :[[@LINE-2]]:15: note: 'h.label' declared here
struct part {
  double w;
  int *index;
};
// CHECK-DAG: :[[@LINE-2]]:8: note: 'parts[].index' declared here
struct record {
  double x;
  struct header h;
};
struct assembly {
  double x;
  struct part parts[4];
};
struct record r[100];
struct assembly a[100];

void scale(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'struct record' holds pointer member 'h.label', an address valid only in its own process: the elements of 'r' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    r[i].x = 2.0 * i;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'struct assembly' holds pointer member 'parts[].index', {{.*}} the elements of 'a' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    a[i].x = 2.0 * i;
}
