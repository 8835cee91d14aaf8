// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1000];
int idx[1000];

void scatter(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: subscript of 'a[idx[i]]' is not affine in the loop indices: a dependence on 'a' is assumed [-Ralb-missed=NonAffineSubscript]
  // CHECK: :[[@LINE+2]]:5: note: non-affine subscript here
  for (int i = 0; i < 1000; i++)
    a[idx[i]] += 1.0;
}

// JSON: nest scatter:[[@LINE-4]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-5]] depth=0 kind=sequential distances={{\[\[}}null]] reasons=NonAffineSubscript
