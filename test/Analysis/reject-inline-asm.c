// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void fence(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: inline assembly has unknown effects [-Ralb-missed=InlineAssembly]
  // CHECK: :[[@LINE+3]]:5: note: inline assembly here
  for (int i = 0; i < 1000; i++) {
    a[i] = 0;
    __asm__ volatile("" ::: "memory");
  }
}

// JSON: nest fence:[[@LINE-6]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-7]] depth=0 kind=sequential distances=[] reasons=InlineAssembly
