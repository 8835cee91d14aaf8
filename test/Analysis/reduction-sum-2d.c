// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 100
#define M 200
float grid[N][M];

float total(void) {
  float s = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 's' (float); distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    // CHECK: :[[@LINE+1]]:5: remark: loop 'j' is DOALL with sum reduction into 's' (float); runs inside distributed loop 'i' [-Ralb-analysis]
    for (int j = 0; j < M; j++)
      s = s + grid[i][j];
  return s;
}

// JSON: nest total:[[@LINE-7]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: reduction s sum float fp-reassoc=true
// JSON: array grid dim=0 halo=0/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON: loop i line=[[@LINE-10]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-9]] depth=1 kind=doall distances=[] reasons=-
