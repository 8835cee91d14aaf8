// A loop that writes a table of row pointers by rows runs distributed only
// when each iteration does more work than checking its row and sending it
// to every rank costs (about one exchange): a zeroing loop and a
// back-propagation weight update stay sequential, a heavier row update is
// distributed.
// RUN: %autolb --min-nest-operations=1000 %s -o %t.c 2>&1 | FileCheck %s -implicit-check-not="remark: loop 'i' distributed"
// RUN: %mpicc -Werror -c %t.c -o %t.o
void zero(float **w, int n, int m) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: each iteration writes a row of 'w', which the run-time checks before the loop and sends to every rank after it, about 1000 operations' worth per row, more than an iteration's about 400 operations (estimated with 100 iterations for each loop whose trip count is not known) [-Ralb-missed=TooLittleWork]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = 0.0f;
}

void update(float **w, float **oldw, const float *ly, float delta, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: each iteration writes a row of 'w', {{.*}}, more than an iteration's about {{[0-9]+}} operations [-Ralb-missed=TooLittleWork]
  for (int i = 0; i < n; i++) {
    float dw = 0.3f * delta * ly[i] + 0.3f * oldw[i][1];
    w[i][1] += dw;
    oldw[i][1] = dw;
  }
}

void relax(double **out, double **in, int n, int m, int sweeps) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL {{.*}}, writing 'out' by rows
  for (int i = 0; i < n; i++)
    for (int s = 0; s < sweeps; s++)
      for (int j = 1; j < m - 1; j++)
        out[i][j] = 0.5 * out[i][j] + 0.25 * (in[i][j - 1] + in[i][j + 1]);
}
