// 'a[(i*m + j)*k + l]' is read as 'a[i][j][l]' in an array of rows of
// m*k elements, once the bounds prove 0 <= j < m and 0 <= l < k.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void shift(int n, int m, int k, double *restrict a, double *restrict b) {
  // CHECK: :[[@LINE+5]]:34: remark: array 'a' delinearized as [?][m][k] [-Ralb-analysis]
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < k; l++)
        b[(i * m + j) * k + l] = a[((i - 1) * m + j) * k + l];
}

// JSON: nest shift:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON-NEXT: flat a shape=[?][m][k] line=[[@LINE-4]]
// JSON-NEXT: flat b shape=[?][m][k] line=[[@LINE-5]]
// JSON-NEXT: array a dim=0 halo=1/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
