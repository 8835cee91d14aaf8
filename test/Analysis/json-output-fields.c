// The raw JSON of docs/analysis-json.md (keys sorted, two-space indent) for
// a pipelined nest, then a nest with a scalar reduction.
// RUN: %autolb --analyze --format=json %s | FileCheck %s

double A[64][64];

void sweep(void) {
  for (int i = 1; i < 63; i++)
    for (int j = 1; j < 63; j++) {
      A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]);
    }
}

double total(void) {
  double r = 0;
  for (int i = 0; i < 64; i++)
    r += A[i][i];
  return r;
}

// CHECK:      "nests": [
// CHECK:        "arrays": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "distributed_dim": 0,
// CHECK-NEXT:       "element_type": "double",
// CHECK-NEXT:       "flow_distance": 1,
// CHECK-NEXT:       "halo_above": 0,
// CHECK-NEXT:       "halo_below": 1,
// CHECK-NEXT:       "lag": 0,
// CHECK-NEXT:       "name": "A",
// CHECK-NEXT:       "non_distributed_reads": false,
// CHECK-NEXT:       "pipelined_dim": 1,
// CHECK-NEXT:       "rank": 2,
// CHECK-NEXT:       "read": true,
// CHECK-NEXT:       "storage": "array",
// CHECK-NEXT:       "touched_rows": null,
// CHECK-NEXT:       "written": true
// CHECK:        "decision": "distributed",
// CHECK-NEXT:   "distributed_loop": "i",
// CHECK-NEXT:   "distributed_loop_index": 0,
// CHECK-NEXT:   "enclosing_loops": 0,
// CHECK-NEXT:   "flat_arrays": [],
// CHECK-NEXT:   "function": "sweep",
// CHECK-NEXT:   "line": 8,
// CHECK-NEXT:   "loops": [
// CHECK:          "comparison": "<",
// CHECK:          "kind": "flow",
// CHECK-NEXT:     "sink": "A[i-1][j]",
// CHECK-NEXT:     "sink_line": 10,
// CHECK-NEXT:     "source": "A[i][j]",
// CHECK-NEXT:     "source_line": 10
// CHECK:          "depth": 0,
// CHECK-NEXT:     "distances": [
// CHECK-NEXT:       [
// CHECK-NEXT:         1,
// CHECK-NEXT:         0
// CHECK-NEXT:       ]
// CHECK-NEXT:     ],
// CHECK-NEXT:     "iv_live_out": false,
// CHECK-NEXT:     "kind": "doacross",
// CHECK-NEXT:     "line": 8,
// CHECK-NEXT:     "lower": "1",
// CHECK-NEXT:     "ops_per_iteration": {
// CHECK-NEXT:       "constant": true,
// CHECK-NEXT:       "expr": "620",
// CHECK-NEXT:       "value": 620
// CHECK:          "reason": [],
// CHECK:          "step": 1,
// CHECK-NEXT:     "trip_count": {
// CHECK-NEXT:       "constant": true,
// CHECK-NEXT:       "expr": "62",
// CHECK:          "upper": "63",
// CHECK-NEXT:     "var": "i"
// CHECK:          "kind": "sequential",
// CHECK-NEXT:     "line": 9,
// CHECK:          "reason": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "line": 10,
// CHECK-NEXT:         "message": "flow dependence A[i][j-1] -> A[i][j], distance (0, 1), and there is no single inner loop to pipeline over",
// CHECK-NEXT:         "name": "NoPipelineLoop"
// CHECK:          "var": "j"
// CHECK:        "pipelined_loop": "j",
// CHECK-NEXT:   "pipelined_loop_index": 1,
// CHECK-NEXT:   "private": [],
// CHECK-NEXT:   "private_arrays": [],
// CHECK-NEXT:   "reasons": [],
// CHECK-NEXT:   "reductions": []
// CHECK:        "function": "total",
// CHECK:        "reductions": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "array_element": false,
// CHECK-NEXT:       "line": 17,
// CHECK-NEXT:       "operator": "sum",
// CHECK-NEXT:       "reassociates_fp": true,
// CHECK-NEXT:       "target": "r",
// CHECK-NEXT:       "type": "double",
// CHECK-NEXT:       "var": "r"
// CHECK:        "version": 1
