// An array of structs with a pointer member is not distributed by a nest
// that writes it: the run-time would ship whole elements, and every rank
// would receive the other processes' heap addresses. The nest stays
// sequential, and nothing makes the array whole afterwards.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s -implicit-check-not=PointerValues
// RUN: %autolb --analyze --format=json %s | python3 %S/../Analysis/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdlib.h>

typedef struct {
  int id;
  double *buf;
} item;
// CHECK-DAG: :[[@LINE-2]]:11: note: 'buf' declared here

item it[64];

void number(void) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'item' holds pointer member 'buf', an address valid only in its own process: the elements of 'it' are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < 64; i++)
    it[i].id = i;
}
// JSON: nest number:[[@LINE-3]] decision=sequential
// JSON: loop i line=[[@LINE-4]] {{.*}} reasons=PointerValues
// CODE-NOT: alb_nest_begin
// CODE-NOT: alb_array_sync
