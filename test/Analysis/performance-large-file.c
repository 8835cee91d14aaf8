// A 1,050-line file with 210 nests: the analysis must stay linear and fast
// (about 0.1 s including parsing on the reference machine; the timeout only
// catches a blow-up).
// RUN: python3 %S/Inputs/generate-large-file.py > %t.c
// RUN: timeout 20 %autolb --analyze --format=json %t.c | python3 %S/Inputs/json-summary.py | FileCheck %s
//
// Each function: a stencil in a time loop (distributed), a sum reduction
// (distributed), a recurrence (sequential).
// CHECK-COUNT-140: decision=distributed distributed=i pipelined=None enclosing=0
// CHECK-NOT: decision=distributed
//
// The same facts in order for one function.
// RUN: timeout 20 %autolb --analyze --format=json %t.c | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=ONE
// ONE: nest kernel69:{{[0-9]+}} decision=distributed distributed=i pipelined=None enclosing=0
// ONE: loop t line={{[0-9]+}} depth=0 kind=sequential
// ONE: nest kernel69:{{[0-9]+}} decision=distributed distributed=i pipelined=None enclosing=0
// ONE: reduction s sum double fp-reassoc=true
// ONE: nest kernel69:{{[0-9]+}} decision=sequential distributed=None pipelined=None enclosing=0
// ONE: loop i line={{[0-9]+}} depth=0 kind=sequential distances={{\[\[}}1]] reasons=NoPipelineLoop
