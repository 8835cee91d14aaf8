// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[100][100];

void clear(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: 'goto' may leave the loop [-Ralb-missed=EarlyExit]
  // CHECK: :[[@LINE+6]]:9: note: 'goto' here
  for (int i = 0; i < 100; i++)
    // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is not distributed: 'goto' may leave the loop [-Ralb-missed=EarlyExit]
    // CHECK: :[[@LINE+3]]:9: note: 'goto' here
    for (int j = 0; j < 100; j++) {
      if (a[i][j] < 0)
        goto done;
      a[i][j] = 0;
    }
done:
  return;
}

// JSON: nest clear:[[@LINE-12]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-13]] depth=0 kind=sequential distances=[] reasons=EarlyExit
// JSON: loop j line=[[@LINE-11]] depth=1 kind=sequential distances=[] reasons=EarlyExit
