// `--analyze --format=json` reports the plan the generator writes: per nest
// its schedule and hook level, per function its sync points, the arrays the
// run-time forgets, how output is kept to one rank, the calls routed through
// the run-time. The generated code has exactly those syncs, forgets, guards.
// RUN: %autolb --analyze --format=json %s -- > %t.json
// RUN: python3 -c "import json,sys; print(json.dumps(json.load(open(sys.argv[1]))['plan'], indent=1, sort_keys=True))" %t.json | FileCheck %s
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: FileCheck %s --check-prefix=CODE < %t.c
#include <stdio.h>
#include <stdlib.h>
#define N 1000

int main(void) {
  double *a = malloc(N * sizeof *a);
  double b[N];
  for (int i = 0; i < N; i++)
    b[i] = i;
  for (int i = 0; i < N; i++)
    a[i] = 2.0 * b[i];
  printf("%g %g\n", b[7], a[3]);
  free(a);
  return 0;
}

// The forgotten arrays: `a` when freed, `b` when main's scope ends.
// CHECK:      "functions": [
// CHECK:        "forgotten_arrays": [
// CHECK:            "array": "a",
// CHECK-NEXT:       "column": 3,
// CHECK-NEXT:       "forgotten": true,
// CHECK-NEXT:       "how": "free routed through the run-time",
// CHECK-NEXT:       "line": 21,
// CHECK-NEXT:       "when": "freed"
// CHECK:            "array": "b",
// CHECK:            "forgotten": true,
// CHECK-NEXT:       "line": 15,
// CHECK-NEXT:       "when": "scope ends"
// CHECK:        "function": "main",
// CHECK:        "output": [
// CHECK:            "handling": "statement on the output rank",
// CHECK-NEXT:       "line": 20
// The printf needs slice 7 of b and the slice of a holding element 3.
// CHECK:        "syncs": [
// CHECK:            "all_arrays": false,
// CHECK:                "array": "b",
// CHECK-NEXT:           "elements": [],
// CHECK-NEXT:           "slices": [
// CHECK-NEXT:            {
// CHECK-NEXT:             "first": "7",
// CHECK-NEXT:             "last": "7"
// CHECK:                "array": "a",
// CHECK-NEXT:           "elements": [
// CHECK-NEXT:            "3"
// CHECK-NEXT:           ],
// CHECK-NEXT:           "slices": [],
// CHECK-NEXT:           "whole_because": ""
// CHECK:            "line": 20,
// CHECK-NEXT:       "where": "before the statement"
// CHECK:      "nests": [
// CHECK:          "distributed_loop": "i",
// CHECK-NEXT:     "function": "main",
// CHECK-NEXT:     "halo_above_streaming": [],
// CHECK-NEXT:     "hook_level": 0,
// CHECK-NEXT:     "hook_level_at_run_time": false,
// CHECK-NEXT:     "line": 16,
// CHECK:          "schedule": "independent iterations",
// CHECK:          "line": 18,
// CHECK:      "routed_calls": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "malloc",
// CHECK-NEXT:     "routed": true
// CHECK:          "name": "calloc",
// CHECK-NEXT:     "routed": true
// CHECK:          "name": "free",
// CHECK-NEXT:     "routed": true
// CHECK:          "name": "realloc",
// CHECK-NEXT:     "routed": true
// CHECK:          "name": "exit",
// CHECK-NEXT:     "routed": true

// CODE:      #include "autolb/autolb.h"
// CODE-NEXT: #define malloc(size) alb_malloc(size)
// CODE-NEXT: #define calloc(count, size) alb_calloc(count, size)
// CODE-NEXT: #define free(block) alb_free(block)
// CODE-NEXT: #define realloc(block, size) alb_realloc(block, size)
// CODE-NEXT: #define exit(status) alb_exit(status)
// CODE:      alb_array_sync_slices(b, 7, 8); alb_array_sync_element(a, 3, sizeof(a[0]));
// CODE-NEXT: if (alb_is_output_rank()) { printf("%g %g\n", b[7], a[3]); }
// CODE-NEXT: free(a);
