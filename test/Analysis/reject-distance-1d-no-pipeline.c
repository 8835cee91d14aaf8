// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];

void prefix(void) {
  // CHECK: :[[@LINE+3]]:3: remark: loop 'i' is not distributed: flow dependence a[i-1] -> a[i], distance (1), and there is no single inner loop to pipeline over [-Ralb-missed=NoPipelineLoop]
  // CHECK: :[[@LINE+3]]:5: note: dependence source 'a[i]'
  // CHECK: :[[@LINE+2]]:12: note: dependence sink 'a[i-1]'
  for (int i = 1; i < 1000; i++)
    a[i] = a[i - 1] + a[i];
}

// JSON: nest prefix:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}1]] reasons=NoPipelineLoop
