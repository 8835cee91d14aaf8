// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

struct particle { double x, v; };

void move(int n, struct particle *p, double dt) {
  // CHECK: :[[@LINE+5]]:3: remark: loop 'i' is not distributed: access through pointer 'p->x' cannot be proved free of aliasing [-Ralb-missed=PointerArithmetic]
  // CHECK: :[[@LINE+5]]:8: note: access here
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: 'p->v' (double) is read through a pointer, and the write to 'p->x' (double) may change it [-Ralb-missed=PossibleAliasing]
  // CHECK: :[[@LINE+3]]:16: note: read here
  // CHECK: :[[@LINE+2]]:8: note: write here
  for (int i = 0; i < n; i++)
    p->x += p->v * dt;
}

// JSON: nest move:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances=[] reasons=PointerArithmetic,PossibleAliasing
