// --save-optimization-record writes every remark as an LLVM optimization
// record: a distributed DOALL nest and a pipelined DOACROSS nest give
// !Passed documents, the loops inside them !Analysis, a loop kept sequential
// a !Missed document named by its reason with its note as a located
// argument. LLVM's own parser reads the record, and it says what the
// remarks on stderr say.
// RUN: rm -rf %t && mkdir %t
// RUN: %autolb %s -o %t/out.c --save-optimization-record 2> %t/remarks.txt
// RUN: FileCheck %s -DFILE=%s --input-file=%t/out.opt.yaml
// RUN: llvm-remarkutil count --parser=yaml --count-by=remark-name \
// RUN:   --group-by=function --remark-type=missed %t/out.opt.yaml \
// RUN:   | FileCheck %s --check-prefix=MISSED
// RUN: python3 %S/Inputs/record-matches-remarks.py %t/remarks.txt \
// RUN:   %t/out.opt.yaml | FileCheck %s --check-prefix=AGREE
#define N 64
static double A[N][N], B[N][N];
double update(double);

void scale(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 2 * B[i][j];
}
// CHECK:      --- !Passed
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-analysis
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-7]],{{[[:space:]]+}}Column: 3 }
// CHECK-NEXT: Function: scale
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''i'' is DOALL; distributed'
// CHECK:      --- !Analysis
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-analysis
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-13]],{{[[:space:]]+}}Column: 5 }
// CHECK-NEXT: Function: scale
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''j'' is DOALL; runs inside distributed loop ''i'''

void relax(void) {
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]);
}
// CHECK:      --- !Passed
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-analysis
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-7]],{{[[:space:]]+}}Column: 3 }
// CHECK-NEXT: Function: relax
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''i'' is DOACROSS: flow dependence A[i-1][j] -> A[i][j], distance (1, 0); distributed, pipelined over ''j'''
// CHECK:      --- !Analysis
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-analysis
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-13]],{{[[:space:]]+}}Column: 5 }
// CHECK-NEXT: Function: relax
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''j'' is sequential; strip-mined as the pipeline of distributed loop ''i'''

void apply(void) {
  for (int i = 0; i < N; i++)
    B[i][0] = update(B[i][0]);
}
// CHECK:      --- !Missed
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: UnknownCall
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-6]],{{[[:space:]]+}}Column: 3 }
// CHECK-NEXT: Function: apply
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''i'' is not distributed: call to ''update'' has unknown side effects'
// CHECK-NEXT:   - String: "\n"
// CHECK-NEXT:   - Note: 'call to ''update'' here'
// CHECK-NEXT:     DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-11]],{{[[:space:]]+}}Column: 15 }

// Then code generation's remarks: the two nests distributed, and their hooks.
// CHECK:      --- !Passed
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-codegen
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-58]],{{[[:space:]]+}}Column: 3 }
// CHECK-NEXT: Function: scale
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''i'' distributed as DOALL with independent iterations (2 arrays)'
// CHECK:      --- !Analysis
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-hooks
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-65]],{{[[:space:]]+}}Column: 3 }
// CHECK:      --- !Passed
// CHECK-NEXT: Pass: autolb
// CHECK-NEXT: Name: alb-codegen
// CHECK-NEXT: DebugLoc: { File: '[[FILE]]',{{[[:space:]]+}}Line: [[@LINE-49]],{{[[:space:]]+}}Column: 3 }
// CHECK-NEXT: Function: relax
// CHECK-NEXT: Args:
// CHECK-NEXT:   - String: 'loop ''i'' distributed and pipelined over ''j'', strip-mined with the run-time''s block size (1 arrays, lag 0)'

// MISSED:      Function,Count
// MISSED-NEXT: apply,1
// MISSED-NOT:  {{.}}

// AGREE: 11 remarks agree
