// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void clear(int n, double *restrict a) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: dereference '*(a+i)' cannot be proved free of aliasing [-Ralb-missed=PointerArithmetic]
  // CHECK: :[[@LINE+2]]:5: note: dereference here
  for (int i = 0; i < n; i++)
    *(a + i) = 0.0;
}

// JSON: nest clear:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances=[] reasons=PointerArithmetic
