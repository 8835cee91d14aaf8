// An integer array the program stores addresses into (converted to long)
// is not shipped either, also under the name of a parameter it is passed
// to; an integer array holding no address is distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s -implicit-check-not=PointerValues
#define N 100
static double data[N];
static long keys[N], counts[N];

static void remember(long *k) {
  for (int j = 0; j < 4; j++)
    k[j] = (long)&data[j];
}
// CHECK-DAG: :[[@LINE-2]]:12: note: address converted here

static void reset(long *k) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'k' is given an address converted to an integer, valid only in its own process: its elements are not shipped between processes [-Ralb-missed=PointerValues]
  for (int i = 0; i < N; i++)
    k[i] = 0;
}

void run(void) {
  remember(keys);
  reset(keys);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'keys' is given an address converted to an integer{{.*}} [-Ralb-missed=PointerValues]
  for (int i = 0; i < N; i++)
    keys[i] += i;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < N; i++)
    counts[i] = i;
}
