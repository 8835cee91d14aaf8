//===- Options.h - Every run-time tunable, in one table ---------*- C++ -*-===//
//
// Part of autolb. One table lists every environment variable the run-time
// reads: its name, type, default and description. Parsing takes a
// getenv-like callback so tests can inject an environment, validates every
// value and reports the first bad one with its variable name; the MPI layer
// adds the rank and aborts. The same table generates the help text.
//
// A variable that is unset or set to the empty string takes its default.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_OPTIONS_H
#define AUTOLB_POLICY_OPTIONS_H

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace autolb::policy {

/// How a variable's value is parsed and validated.
enum class OptionType {
  /// 0 or 1.
  Flag,
  /// Integer >= 1.
  PositiveInteger,
  /// Integer >= 0 (a seed).
  Seed,
  /// Real number > 0 (seconds or a factor).
  PositiveReal,
  /// Real number in [0, 1].
  Fraction,
  /// Real number in (0, 1].
  PositiveFraction,
  /// Any non-empty text (a path or path prefix).
  Path,
  /// "short" or "full" (how much a report says).
  ShortOrFull,
  /// "0", "1" or "always" (Integer 0, 1, 2).
  OffOnAlways,
};

/// Value syntax as shown in the help ("0 or 1", "integer >= 1", ...).
const char *optionTypeName(OptionType type);

/// One row of the table.
struct OptionSpec {
  /// Environment variable, e.g. "ALB_TFRACT".
  const char *envName;
  /// Value syntax.
  OptionType type;
  /// Default as shown in the help ("0.10", "measured", "off", ...).
  const char *defaultText;
  /// One-line description.
  const char *description;
};

/// The table, in help order.
const std::vector<OptionSpec> &optionTable();

/// Parsed values. Defaults are those of the table.
struct Options {
  /// ALB_BLOCKSIZE: forced block size of pipelined nests; 0 = automatic.
  std::int64_t blockSize = 0;
  /// ALB_GRAIN_SEARCH: refine the model's block size by timing executions.
  bool grainSearch = true;
  /// ALB_DAF: chunk factors of dynamic nests by DAF (else FAC2).
  bool adjustingFactoring = true;
  /// ALB_SHRINK: dynamic nests run on the advised number of ranks.
  bool shrink = false;
  /// ALB_REPLICATE: executions too short to pay for distribution run on
  /// every rank (policy/schedules/Replication.h).
  bool replicate = true;
  /// ALB_ALONE_TRIAL: a program mostly replicated tries running on rank 0
  /// alone (policy/schedules/AloneTrial.h); `always`: whatever its share of
  /// replicated code and the regularity of its periods, and only by the
  /// trial's verdict.
  bool aloneTrial = true;
  bool aloneTrialAlways = false;
  /// ALB_STEAL_RANKS: rank count from which independent nests steal work.
  /// Stealing splits a slow rank's remaining range, where the counter's
  /// first chunks (a 2P-th of the iterations each) cannot be split: a rank
  /// time-shared with a busy process kept one for the whole of Mandelbrot
  /// (runtime/README.md); and above 1024 ranks the counter saturates
  /// (docs/simulation.md).
  std::int64_t stealRanks = 2;
  /// ALB_CHUNK_MERGE: chunks a stealing rank takes at once; 0 = from the
  /// measured fixed cost of a chunk (policy/schedules/ChunkFixedCost.h).
  std::int64_t chunkMerge = 0;
  /// ALB_PERIOD [s]: forced target period; 0 = automatic.
  double periodSeconds = 0.0;
  /// ALB_TFRACT: imbalance threshold tfract.
  double threshold = 0.10;
  /// ALB_FILTER: filter the rates.
  bool filter = true;
  /// ALB_NOISE_GATE: no move inside the rates' measured noise.
  bool noiseGate = true;
  /// ALB_PERSISTENCE: no move for an imbalance younger than a trial's
  /// window.
  bool persistence = true;
  /// ALB_COUPLING: coupled nests under an on/off load (Coupling.h).
  bool coupling = true;
  /// ALB_MOVE_FEEDBACK: realized benefits move the threshold.
  bool moveFeedback = false;
  /// ALB_MOVE_TRIAL: undo moves that lost (MoveTrial.h).
  bool moveTrial = true;
  /// ALB_PROFITABILITY: cost-benefit check may cancel movements.
  bool profitability = true;
  /// ALB_SYNC: synchronous interactions instead of pipelined ones.
  bool synchronous = false;
  /// ALB_STDOUT_BLOCKS: the output rank's stdout is fully buffered
  /// (StandardStreams.h).
  bool stdoutBlocks = false;
  /// ALB_BALANCE: false = static block distribution, no balancer.
  bool balance = true;
  /// ALB_STRESS set: random valid moves at every interaction.
  bool stress = false;
  /// ALB_STRESS value: the stress generator's seed.
  std::uint64_t stressSeed = 0;
  /// ALB_ADDED_LATENCY [s]: delay before each pipeline message; 0 = none.
  double addedLatencySeconds = 0.0;
  /// ALB_QUANTUM [s]: scheduling quantum; 0 = measure at start-up.
  double quantumSeconds = 0.0;
  /// ALB_F_INTERACT: f_interact.
  double interactFraction = 0.05;
  /// ALB_QUANTUMSCALE: quantumscale.
  double quantumScale = 10.0;
  /// ALB_TRACE: trace path prefix; empty = no trace.
  std::string tracePrefix;
  /// ALB_QUIET: no summary at alb_finalize.
  bool quiet = false;
  /// ALB_SUMMARY=full: the detailed summary instead of the short one.
  bool fullSummary = false;
  /// ALB_REPORT: where rank 0 writes the run report as JSON; empty = none.
  std::string reportPath;
  /// ALB_PROCMAP: processor-map control file; empty = none.
  std::string processorMapPath;
};

/// getenv-like lookup: returns the value or nullptr when unset.
using EnvironmentLookup = std::function<const char *(const char *name)>;

/// Result of parsing: the options, or the first error.
struct OptionsResult {
  /// Parsed options (defaults where unset; meaningless if !ok()).
  Options options;
  /// Empty on success; otherwise e.g. "ALB_TFRACT='-0.5': expected a real
  /// number in [0, 1]".
  std::string error;
  /// True when every variable was valid.
  bool ok() const { return error.empty(); }
};

/// Parses every variable of the table through `lookup`, in table order;
/// stops at the first invalid value.
OptionsResult parseOptions(const EnvironmentLookup &lookup);

/// Parses the process environment (std::getenv).
OptionsResult parseOptionsFromEnvironment();

/// Help text: one block per variable with type, default and description.
std::string optionsHelp();

} // namespace autolb::policy

#endif // AUTOLB_POLICY_OPTIONS_H
