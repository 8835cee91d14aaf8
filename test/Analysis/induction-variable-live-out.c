// A loop variable declared outside its loop and read after it: each rank of
// a distributed loop would end with its own value, so the JSON says so.
// RUN: %autolb --analyze --format=json %s | FileCheck %s

double a[100];

int last_indices(void) {
  int i, j;
  for (i = 0; i < 100; i++)
    a[i] = 0;
  for (j = 0; j < 50; j++)
    a[j] += 1;
  for (j = 0; j < 50; j++)
    a[j] += 1;
  return i + j;
}

// CHECK:      "iv_live_out": true,
// CHECK:      "var": "i"
// CHECK:      "iv_live_out": false,
// CHECK:      "var": "j"
// CHECK:      "iv_live_out": true,
// CHECK:      "var": "j"
