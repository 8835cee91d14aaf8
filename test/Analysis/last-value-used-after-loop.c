// A variable written inside a distributed loop and read after it would keep
// each rank's own last value: the loop stays sequential, whatever path leads
// to the read (a later conditional write, the next iteration of a while
// loop). A variable written again before any read does not matter.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s --implicit-check-not="loop 'i' is DOALL; distributed"

double A[100][100];

int returned(void) {
  int j;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'j', the variable of inner loop 'j', is used after the loop [-Ralb-missed=LastValueUsedAfterLoop]
  for (int i = 0; i < 100; i++)
    for (j = 0; j < 100; j++)
      A[i][j] = i;
  return j;
}

int written_on_one_path(int c) {
  int j = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'j'
  for (int i = 0; i < 100; i++)
    for (j = 0; j < i; j++)
      A[i][j] = i;
  if (c)
    j = 5;
  return j;
}

int read_on_next_iteration(void) {
  int j = 0, s = 0;
  while (s < 3) {
    s += j;
    // CHECK: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: the last value of 'j'
    for (int i = 0; i < 100; i++)
      for (j = 0; j < 100; j++)
        A[i][j] = i;
  }
  return s;
}

unsigned char g;

void global_variable(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'g'
  for (int i = 0; i < 100; i++)
    for (g = 0; g < 100; g++)
      A[i][g] = i;
}

int through_pointer(void) {
  int j, *p = &j;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the last value of 'j'
  for (int i = 0; i < 100; i++)
    for (j = 0; j < 100; j++)
      A[i][j] = i;
  return *p;
}

int private_scalar(void) {
  double t = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: scalar 't' is private to each iteration but its last value is used outside the loop [-Ralb-missed=LastValueUsedAfterLoop]
  for (int i = 0; i < 100; i++) {
    t = i * 2.0;
    A[i][0] = t;
  }
  return t > 1;
}

void written_before_read(void) {
  int r, j;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'r' is DOALL; distributed [-Ralb-analysis]
  for (r = 0; r < 100; r++)
    for (j = 0; j < 100; j++)
      A[r][j] = r;
  for (j = 0; j < 100; j++)
    A[0][j] += j;
}
