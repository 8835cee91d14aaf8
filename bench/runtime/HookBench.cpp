//===- HookBench.cpp - Cost of a load-balancing hook ----------------------===//
//
// Part of autolb. A hook that does not fire is the inline counter check of
// alb_hook ([S97] §5.1: it must cost a few nanoseconds so that
// hooks can sit close to the computation). Also measured: a hook that
// fires on one rank (status, decision, instructions without messages) and
// an empty execution of a block-tied nest (begin/next/end).
//
// Run through the launcher: scripts/alb-mpirun -np 1 runtime_hook_bench.
//
//===----------------------------------------------------------------------===//

#include "autolb/autolb.h"

#include <benchmark/benchmark.h>
#include <climits>

namespace {

double Data[64];

/// One written array of 64 doubles, one per slice (the other fields zero).
alb_array dataArray() {
  alb_array A{};
  A.name = "data";
  A.base = Data;
  A.elem_size = sizeof(double);
  A.extent = 64;
  A.slice_stride = sizeof(double);
  A.slice_elems = 1;
  A.elem_stride = sizeof(double);
  A.written = 1;
  return A;
}

alb_array Array = dataArray();
alb_nest_desc Desc = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
                      2,        1.0,      1,   &Array,         0, 0, 0, NULL};

alb_nest *nestForBenchmarks() {
  static alb_nest *Nest = nullptr;
  if (!Nest) {
    alb_nest_begin(&Nest, &Desc, 0, 1, 64);
    alb_nest_end(Nest);
  }
  return Nest;
}

void BM_HookNotFiring(benchmark::State &State) {
  alb_nest *Nest = nestForBenchmarks();
  alb_hook_state Hook = {0, LONG_MAX};
  for (auto _ : State) {
    int Result = alb_hook(Nest, &Hook);
    benchmark::DoNotOptimize(Result);
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_HookNotFiring);

void BM_HookFiringOneRank(benchmark::State &State) {
  alb_nest *Nest = nestForBenchmarks();
  for (auto _ : State)
    benchmark::DoNotOptimize(alb_hook_fire(Nest));
}
BENCHMARK(BM_HookFiringOneRank);

void BM_EmptyNestExecution(benchmark::State &State) {
  alb_nest *Nest = nestForBenchmarks();
  long Lo = 0, Hi = 0;
  for (auto _ : State) {
    alb_nest_begin(&Nest, &Desc, 0, 1, 64);
    while (alb_nest_next(Nest, &Lo, &Hi) == ALB_OK)
      benchmark::DoNotOptimize(Hi);
    alb_nest_end(Nest);
  }
}
BENCHMARK(BM_EmptyNestExecution);

} // namespace

int main(int argc, char **argv) {
  setenv("ALB_QUIET", "1", 0);
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return alb_finalize() == ALB_OK ? 0 : 1;
}
