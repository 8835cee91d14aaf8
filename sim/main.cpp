//===- main.cpp - autolb-sim: the policy at scale, simulated --------------===//
//
// Part of autolb's simulator. Commands:
//   grain       efficiency vs grain size, one competing process on rank 0
//               under round-robin scheduling ([S97] Figs. 11, 13)
//   oscillate   a barrier nest under an oscillating load, balancing on/off
//               ([S97] Figs. 25-30)
//   independent irregular independent iterations: fac2, daf, direct, steal
//   replay      a recorded run's speeds (trace files), extrapolated to P
// CSV on stdout (or --out FILE), a one-line summary on stderr.
//
//===----------------------------------------------------------------------===//

#include "Arguments.h"
#include "BlockNest.h"
#include "IndependentNest.h"
#include "TraceReplay.h"

#include "policy/common/SplitMix.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

using namespace autolb::sim;

namespace {

constexpr std::int64_t MaxRanks = 4096;

const char *Usage =
    "usage: autolb-sim COMMAND [--option value]...\n"
    "  grain --shape pipeline|barrier --ranks P --grains Q1,Q2,... "
    "(quanta)\n"
    "        [--quantum s] [--competitors k] [--sequential-quanta n]\n"
    "  oscillate --ranks P [--shape barrier|pipeline] [--period s] "
    "[--duty f]\n"
    "        [--loaded k] [--seconds s] [--phase-seconds s]\n"
    "        [--balance on|off|both]\n"
    "  independent --policy fac2|daf|direct|steal|all --ranks P\n"
    "        [--iterations n] [--mean s] [--costs equal|linear|random] "
    "[--cv c]\n"
    "        [--t-interact s] [--steal-chunk n] [--loaded k]\n"
    "  replay TRACE_PREFIX [--ranks P] [--nest NAME] [--phases n] "
    "[--balance on|off|both]\n"
    "every command: [--out FILE] [--seed n] [--t-fixed s] [--t-incr s/byte] "
    "[--hop s]\n";

std::set<std::string> options(std::set<std::string> Own) {
  Own.insert({"out", "seed", "t-fixed", "t-incr", "hop"});
  return Own;
}

Network network(const Arguments &A) {
  Network Net;
  Net.fixedSeconds = A.positive("t-fixed", Net.fixedSeconds, true);
  Net.perByteSeconds = A.positive("t-incr", Net.perByteSeconds, true);
  Net.hopSeconds = A.positive("hop", Net.hopSeconds, true);
  return Net;
}

std::uint64_t seedOf(const Arguments &A) {
  return static_cast<std::uint64_t>(A.integer("seed", 1, 0, INT64_MAX));
}

/// A fraction of the cycle from the seed: loads on different ranks do not
/// start in step.
double phaseOf(std::uint64_t Seed, int Rank, double Cycle) {
  std::uint64_t State = Seed * 0x100000001b3ULL + Rank;
  return autolb::policy::splitMixUnit(State) * Cycle;
}

std::vector<double> balanceChoices(const Arguments &A) {
  const std::string B = A.choice("balance", "both", {"on", "off", "both"});
  if (B == "both")
    return {0.0, 1.0};
  return {B == "on" ? 1.0 : 0.0};
}

/// [S97] Figs. 11, 13: rank 0 shares its CPU with `competitors` processes,
/// the work is allocated in proportion to the mean speeds, communication
/// as given (the paper ignores it: --t-fixed 0 --t-incr 0 --hop 0).
std::string grain(const Arguments &A, std::ostream &Out) {
  const std::string Shape = A.choice("shape", "", {"pipeline", "barrier"});
  const int P = static_cast<int>(A.integer("ranks", 4, 1, MaxRanks));
  const double Quantum = A.positive("quantum", 0.1);
  const int Competitors = static_cast<int>(A.integer("competitors", 1, 0, 64));
  const double Sequential = A.positive("sequential-quanta", 200) * Quantum;
  std::vector<SpeedTrace> Speeds(P);
  Speeds[0] = SpeedTrace::roundRobin(Quantum, Competitors);
  double Capacity = 0.0;
  for (const SpeedTrace &S : Speeds)
    Capacity += S.meanSpeed();
  BlockNestConfig C;
  C.network = network(A);
  C.iterations = 1000 * P;
  C.allocation = speedProportional(C.iterations, Speeds);
  Out << "shape,ranks,competitors,grain_quanta,block,steps,efficiency,"
         "bound\n";
  double Worst = 1.0, Best = 0.0;
  for (double G : A.reals("grains", "0.25,0.5,1,2,4,8")) {
    // The grain is the wall time between synchronizations of a balanced
    // rank: phase (barrier) or block (pipeline) work over the capacity.
    const double GrainSeconds = G * Quantum;
    double Bound = 1.0;
    if (Shape == "barrier") {
      C.shape = BlockShape::Barrier;
      C.steps = std::max<std::int64_t>(
          1, std::llround(Sequential / (GrainSeconds * Capacity)));
      C.iterationSeconds = Sequential / C.steps / C.iterations;
      C.blockSize = 1;
    } else {
      C.shape = BlockShape::Pipeline;
      C.steps = 10000;
      C.iterationSeconds = Sequential / C.steps / C.iterations;
      C.blockSize = std::clamp<std::int64_t>(
          std::llround(GrainSeconds * Capacity /
                       (C.iterations * C.iterationSeconds)),
          1, C.steps);
      const double Blocks = std::ceil(double(C.steps) / C.blockSize);
      Bound = Blocks / (Blocks + P - 1);
    }
    const BlockNestResult R = runBlockNest(C, Speeds);
    Out << Shape << ',' << P << ',' << Competitors << ',' << G << ','
        << C.blockSize << ',' << C.steps << ',' << R.efficiency << ',' << Bound
        << '\n';
    Worst = std::min(Worst, R.efficiency);
    Best = std::max(Best, R.efficiency);
  }
  std::ostringstream S;
  S << "grain " << Shape << " P=" << P << ": efficiency " << Worst << " to "
    << Best;
  return S.str();
}

/// [S97] Figs. 25-30: `loaded` ranks carry a competing process (speed 1/2)
/// for `duty` of every `period`; a barrier nest of phases of about 0.1 s,
/// or a pipeline of blocks that long.
std::string oscillate(const Arguments &A, std::ostream &Out) {
  const int P = static_cast<int>(A.integer("ranks", 4, 1, MaxRanks));
  const double Period = A.positive("period", 20.0);
  const double Duty = A.positive("duty", 0.5, true);
  if (Duty > 1.0)
    throw std::invalid_argument("--duty must be in [0, 1]");
  const int Loaded = static_cast<int>(A.integer("loaded", 1, 0, P));
  const double Seconds = A.positive("seconds", 120.0);
  const double PhaseSeconds = A.positive("phase-seconds", 0.1);
  const std::uint64_t Seed = seedOf(A);
  std::vector<SpeedTrace> Speeds(P);
  for (int I = 0; I < Loaded; ++I)
    Speeds[I] =
        SpeedTrace::oscillating(Period, Duty, 0.5, phaseOf(Seed, I, Period));
  BlockNestConfig C;
  C.network = network(A);
  C.iterations = 1000 * P;
  C.steps = std::max<std::int64_t>(1, std::llround(Seconds / PhaseSeconds));
  C.iterationSeconds = PhaseSeconds / 1000.0;
  const std::string Shape =
      A.choice("shape", "barrier", {"barrier", "pipeline"});
  if (Shape == "pipeline") {
    // Blocks of 10 columns lasting a phase each.
    C.shape = BlockShape::Pipeline;
    C.blockSize = 10;
    C.steps *= C.blockSize;
    C.iterationSeconds /= C.blockSize;
  }
  Out << "shape,ranks,loaded,period,duty,balance,efficiency,elapsed,moves,"
         "interactions,balancer_seconds\n";
  std::ostringstream S;
  S << "oscillate P=" << P << ":";
  for (double On : balanceChoices(A)) {
    C.balance = On > 0.0;
    const BlockNestResult R = runBlockNest(C, Speeds);
    Out << Shape << ',' << P << ',' << Loaded << ',' << Period << ',' << Duty
        << ',' << (C.balance ? "on" : "off") << ',' << R.efficiency << ','
        << R.elapsedSeconds << ',' << R.moves << ',' << R.interactions.size()
        << ',' << R.balancerSeconds << '\n';
    S << " balance " << (C.balance ? "on" : "off") << " efficiency "
      << R.efficiency << " (" << R.moves << " moves)";
  }
  return S.str();
}

IndependentPolicy policyNamed(const std::string &Name) {
  for (IndependentPolicy P :
       {IndependentPolicy::Fac2, IndependentPolicy::Daf,
        IndependentPolicy::Direct, IndependentPolicy::Steal})
    if (Name == independentPolicyName(P))
      return P;
  throw std::invalid_argument("unknown policy " + Name);
}

std::string independent(const Arguments &A, std::ostream &Out) {
  const std::string Which =
      A.choice("policy", "all", {"fac2", "daf", "direct", "steal", "all"});
  const int P = static_cast<int>(A.integer("ranks", 64, 1, MaxRanks));
  const std::int64_t N =
      A.integer("iterations", 1 << 20, 1, std::int64_t{1} << 28);
  const std::uint64_t Seed = seedOf(A);
  const std::vector<double> Costs = iterationCosts(
      A.choice("costs", "random", {"equal", "linear", "random"}), N,
      A.positive("mean", 50e-6), A.positive("cv", 0.5, true), Seed);
  IndependentConfig C;
  C.network = network(A);
  C.interactSeconds = A.positive("t-interact", C.interactSeconds, true);
  C.stealChunk = A.integer("steal-chunk", 0, 0, N);
  C.seed = Seed;
  const int Loaded = static_cast<int>(A.integer("loaded", 0, 0, P));
  std::vector<SpeedTrace> Speeds(P);
  for (int I = 0; I < Loaded; ++I)
    Speeds[I] = SpeedTrace::roundRobin(0.01, 1, phaseOf(Seed, I, 0.02));
  Out << "policy,ranks,iterations,makespan,lower_bound,ratio,master_busy,"
         "master_utilization,units,mean_messages,max_messages,mean_partners,"
         "max_partners,moves,early_give_ups,executed_once\n";
  std::ostringstream S;
  S << "independent P=" << P << ": makespan/bound";
  for (const std::string &Name :
       Which == "all"
           ? std::vector<std::string>{"fac2", "daf", "direct", "steal"}
           : std::vector<std::string>{Which}) {
    C.policy = policyNamed(Name);
    const IndependentResult R = runIndependent(C, Costs, Speeds);
    const bool Once = std::all_of(R.executions.begin(), R.executions.end(),
                                  [](int E) { return E == 1; });
    const double Ratio = R.makespanSeconds / R.lowerBoundSeconds;
    Out << Name << ',' << P << ',' << N << ',' << R.makespanSeconds << ','
        << R.lowerBoundSeconds << ',' << Ratio << ',' << R.masterBusySeconds
        << ',' << R.masterBusySeconds / R.makespanSeconds << ',' << R.units
        << ',' << R.meanMessages << ',' << R.maxMessages << ','
        << R.meanPartners << ',' << R.maxPartners << ',' << R.moves << ','
        << R.earlyGiveUps << ',' << (Once ? 1 : 0) << '\n';
    S << ' ' << Name << ' ' << Ratio;
    if (!Once)
      throw std::logic_error(Name + ": an iteration was not run exactly once");
  }
  return S.str();
}

/// The recorded ranks' speeds, rank r playing recorded rank r mod R; copies
/// start at a seeded point of their trace's cycle.
std::string replay(const Arguments &A, std::ostream &Out) {
  const ReplayedTraces T = readTraces(A.operands()[0], A.text("nest", ""));
  const int Recorded = static_cast<int>(T.speeds.size());
  const int P = static_cast<int>(A.integer("ranks", Recorded, 1, MaxRanks));
  const std::uint64_t Seed = seedOf(A);
  std::vector<SpeedTrace> Speeds;
  for (int I = 0; I < P; ++I) {
    const SpeedTrace &Model = T.speeds[I % Recorded];
    double Cycle = 0.0;
    for (const SpeedSegment &S : Model.segments())
      Cycle += S.seconds;
    Speeds.emplace_back(Model.segments(),
                        I < Recorded ? 0.0 : phaseOf(Seed, I, Cycle));
  }
  BlockNestConfig C;
  C.network = network(A);
  C.shape = BlockShape::Barrier;
  C.iterations = 1000 * P;
  const double PhaseSeconds = A.positive("phase-seconds", 0.05);
  C.iterationSeconds = PhaseSeconds / 1000.0;
  C.steps = A.integer(
      "phases",
      std::max<std::int64_t>(1, std::llround(T.durationSeconds / PhaseSeconds)),
      1, 100000000);
  Out << "ranks,recorded,nest,balance,efficiency,elapsed,moves\n";
  std::ostringstream S;
  S << "replay " << Recorded << " recorded ranks of " << T.nest << " at P=" << P
    << ":";
  for (double On : balanceChoices(A)) {
    C.balance = On > 0.0;
    const BlockNestResult R = runBlockNest(C, Speeds);
    Out << P << ',' << Recorded << ',' << T.nest << ','
        << (C.balance ? "on" : "off") << ',' << R.efficiency << ','
        << R.elapsedSeconds << ',' << R.moves << '\n';
    S << " balance " << (C.balance ? "on" : "off") << " efficiency "
      << R.efficiency;
  }
  return S.str();
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2 || std::string(Argv[1]) == "--help" ||
      std::string(Argv[1]) == "-h") {
    std::fputs(Usage, Argc < 2 ? stderr : stdout);
    return Argc < 2 ? 2 : 0;
  }
  const std::string Command = Argv[1];
  const std::vector<std::string> Words(Argv + 2, Argv + Argc);
  try {
    std::ostringstream Csv;
    std::string Summary, OutPath;
    if (Command == "grain") {
      const Arguments A(Words, options({"shape", "ranks", "grains", "quantum",
                                        "competitors", "sequential-quanta"}));
      Summary = grain(A, Csv);
      OutPath = A.text("out", "");
    } else if (Command == "oscillate") {
      const Arguments A(Words,
                        options({"shape", "ranks", "period", "duty", "loaded",
                                 "seconds", "phase-seconds", "balance"}));
      Summary = oscillate(A, Csv);
      OutPath = A.text("out", "");
    } else if (Command == "independent") {
      const Arguments A(
          Words, options({"policy", "ranks", "iterations", "mean", "costs",
                          "cv", "t-interact", "steal-chunk", "loaded"}));
      Summary = independent(A, Csv);
      OutPath = A.text("out", "");
    } else if (Command == "replay") {
      const Arguments A(
          Words,
          options({"ranks", "nest", "phases", "phase-seconds", "balance"}), 1);
      Summary = replay(A, Csv);
      OutPath = A.text("out", "");
    } else {
      throw std::invalid_argument("unknown command '" + Command + "'");
    }
    // The output file is written only once everything succeeded.
    if (OutPath.empty()) {
      std::cout << Csv.str();
    } else {
      std::ofstream File(OutPath);
      if (!(File << Csv.str()))
        throw std::runtime_error("cannot write " + OutPath);
    }
    std::cerr << "autolb-sim: " << Summary << '\n';
    return 0;
  } catch (const std::exception &E) {
    std::cerr << "autolb-sim: error: " << E.what() << '\n';
    if (dynamic_cast<const std::invalid_argument *>(&E))
      std::cerr << Usage;
    return 2;
  }
}
