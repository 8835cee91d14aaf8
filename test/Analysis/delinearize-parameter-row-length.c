// A flat grid 'a[i*m + j]' whose row length m is a parameter: the bounds of
// j prove 0 <= j-1 and j+1 < m, so the references are read as 'a[i][j]',
// the rows distributed and 'a[(i-1)*m + j]' becomes a halo row.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void smooth(int n, int m, double *restrict a, double *restrict b) {
  // CHECK: :[[@LINE+6]]:23: remark: array 'a' delinearized as [?][m] [-Ralb-analysis]
  // CHECK: :[[@LINE+5]]:7: remark: array 'b' delinearized as [?][m] [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  // CHECK: :[[@LINE+2]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i * m + j] = (a[(i - 1) * m + j] + a[(i + 1) * m + j] +
                      a[i * m + j - 1] + a[i * m + j + 1]) / 4;
}

// JSON: nest smooth:[[@LINE-6]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON-NEXT: flat a shape=[?][m] line=[[@LINE-5]]
// JSON-NEXT: flat b shape=[?][m] line=[[@LINE-6]]
// JSON-NEXT: array a dim=0 halo=1/1 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false
// JSON-NEXT: array b dim=0 halo=0/0 written=true flow=0 lag=0 pipelined_dim=-1 nonlocal=false
