// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

double a[1001], b[1000], c[1001];

// Every write is at i + 1: iteration i owns element i + 1, and b's reads,
// at i and i - 1, reach one and two below it.
void shift(void) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  // CHECK-NOT: WriteNotOwned
  for (int i = 1; i < 1000; i++) {
    a[i + 1] = b[i];
    c[i + 1] = b[i - 1] * 2.0;
  }
}

// JSON: nest shift:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON-NEXT: owned_shift 1
// JSON-NEXT: array b dim=0 halo=2/0 written=false
// JSON-NEXT: array a dim=0 halo=0/0 written=true
// JSON-NEXT: array c dim=0 halo=0/0 written=true
