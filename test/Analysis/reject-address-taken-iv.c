// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];
void record(int *);

void mark(void) {
  // CHECK: :[[@LINE+4]]:3: remark: loop 'i' is not distributed: the address of induction variable 'i' is taken [-Ralb-missed=AddressTakenInductionVariable]
  // CHECK: :[[@LINE+4]]:14: note: address taken here
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: dereference '*p' cannot be proved free of aliasing [-Ralb-missed=PointerArithmetic]
  // CHECK: :[[@LINE+3]]:12: note: dereference here
  for (int i = 0; i < 1000; i++) {
    int *p = &i;
    a[i] = *p;
  }
}

// JSON: nest mark:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-7]] depth=0 kind=sequential distances=[] reasons=AddressTakenInductionVariable,PointerArithmetic
