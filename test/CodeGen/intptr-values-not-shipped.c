// intptr_t and uintptr_t exist to hold addresses: arrays of them, and
// structs with such members, are not shipped.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
#include <stdint.h>
struct entry {
  int n;
  uintptr_t where;
};
// CHECK-DAG: :[[@LINE-2]]:13: note: 'where' declared here
intptr_t handles[100];
// CHECK-DAG: :[[@LINE-1]]:10: note: 'handles' declared here
struct entry table[100];

void clear(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the elements of 'handles' are 'intptr_t' values, which may be addresses valid only in their own process: they are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    handles[i] = 0;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'struct entry' holds 'uintptr_t' member 'where', which may be an address valid only in its own process: the elements of 'table' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 100; i++)
    table[i].n = i;
}
