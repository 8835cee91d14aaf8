//===- Options.cpp - Every run-time tunable, in one table -----------------===//
//
// Part of autolb. See Options.h.
//
//===----------------------------------------------------------------------===//

#include "policy/common/Options.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace autolb::policy {

namespace {

/// A value parsed according to its OptionType.
struct ParsedValue {
  std::int64_t Integer = 0;
  std::uint64_t Unsigned = 0;
  double Real = 0.0;
  std::string Text;
};

using Setter = void (*)(Options &, const ParsedValue &);

/// A row of the table: what the user sees and where the value goes. This is
/// the only place a tunable is declared.
struct OptionRow {
  OptionSpec Spec;
  Setter Apply;
};

const std::vector<OptionRow> &rows() {
  static const std::vector<OptionRow> Rows = {
      {{"ALB_BALANCE", OptionType::Flag, "1",
        "1: balance the load dynamically; 0: keep the static block "
        "distribution (no balancer)"},
       [](Options &O, const ParsedValue &V) { O.balance = V.Integer != 0; }},
      {{"ALB_BLOCKSIZE", OptionType::PositiveInteger, "automatic",
        "block size of pipelined nests, instead of the grain-size model "
        "(clamped to the strip-mined trip count)"},
       [](Options &O, const ParsedValue &V) { O.blockSize = V.Integer; }},
      {{"ALB_GRAIN_SEARCH", OptionType::Flag, "1",
        "1: start pipelined nests at the model's block size, then time "
        "executions with larger and smaller ones and keep the fastest; 0: "
        "the model's block size only"},
       [](Options &O, const ParsedValue &V) {
         O.grainSearch = V.Integer != 0;
       }},
      {{"ALB_DAF", OptionType::Flag, "1",
        "1: chunks of dynamically scheduled nests by Dynamic Adjusting "
        "Factoring, from the iteration times measured in the previous "
        "execution; 0: factoring with batches of half the remainder (FAC2)"},
       [](Options &O, const ParsedValue &V) {
         O.adjustingFactoring = V.Integer != 0;
       }},
      {{"ALB_SHRINK", OptionType::Flag, "0",
        "1: a dynamically scheduled nest runs on the number of ranks that "
        "[C06]'s performance index advises after its last execution, when "
        "that index is 10 % lower than with every available rank; 0: every "
        "available rank"},
       [](Options &O, const ParsedValue &V) { O.shrink = V.Integer != 0; }},
      {{"ALB_REPLICATE", OptionType::Flag, "1",
        "1: a nest whose executions are too short to pay for distribution "
        "(decided from its first distributed executions) runs them on every "
        "rank, without a message (never under ALB_STRESS); 0: always "
        "distributed"},
       [](Options &O, const ParsedValue &V) { O.replicate = V.Integer != 0; }},
      {{"ALB_ALONE_TRIAL", OptionType::OffOnAlways, "1",
        "1: once the nests' executions repeat a period, replicated code "
        "takes most of it and periods last alike, rank 0 times stretches of "
        "periods distributed and alone, and goes on alone unless "
        "distributed was 5 % faster in 2 pairs in a row (with ALB_REPLICATE, "
        "never under ALB_STRESS); always: "
        "once they repeat, whatever the share and lengths, and rank 0 goes "
        "on alone only by the trial's verdict; 0: no trial"},
       [](Options &O, const ParsedValue &V) {
         O.aloneTrial = V.Integer != 0;
         O.aloneTrialAlways = V.Integer == 2;
       }},
      {{"ALB_STEAL_RANKS", OptionType::PositiveInteger, "2",
        "from this many ranks on, dynamically scheduled nests steal work "
        "from small-world partners instead of taking chunks from rank 0's "
        "counter (when every rank is on one node; a count above the run's "
        "ranks: always the counter)"},
       [](Options &O, const ParsedValue &V) { O.stealRanks = V.Integer; }},
      {{"ALB_CHUNK_MERGE", OptionType::PositiveInteger, "automatic",
        "chunks a work-stealing rank takes at once (also under "
        "ALB_STRESS), instead of as many as make a chunk's measured fixed "
        "cost 1% of their work, at most a quarter of the rank's range"},
       [](Options &O, const ParsedValue &V) { O.chunkMerge = V.Integer; }},
      {{"ALB_PERIOD", OptionType::PositiveReal, "automatic",
        "target load-balancing period in seconds, instead of the largest of "
        "the interaction, movement and scheduling bounds"},
       [](Options &O, const ParsedValue &V) { O.periodSeconds = V.Real; }},
      {{"ALB_TFRACT", OptionType::Fraction, "0.10",
        "imbalance threshold: move work only if it is predicted to shorten "
        "the next phase by at least this fraction (0: on any gain)"},
       [](Options &O, const ParsedValue &V) { O.threshold = V.Real; }},
      {{"ALB_FILTER", OptionType::Flag, "1",
        "1: filter the measured rates (trusting decreases sooner than "
        "increases); 0: use the raw rates"},
       [](Options &O, const ParsedValue &V) { O.filter = V.Integer != 0; }},
      {{"ALB_NOISE_GATE", OptionType::Flag, "1",
        "1: no move while the predicted reduction rfract is under half the "
        "largest noise band of the filtered rates; 0: tfract alone"},
       [](Options &O, const ParsedValue &V) { O.noiseGate = V.Integer != 0; }},
      {{"ALB_PERSISTENCE", OptionType::Flag, "1",
        "1: move work only for an imbalance that has lasted as long as the "
        "window a move's trial is judged over (0.4 s); 0: as soon as it "
        "passes the threshold and the gates"},
       [](Options &O, const ParsedValue &V) {
         O.persistence = V.Integer != 0;
       }},
      {{"ALB_COUPLING", OptionType::Flag, "1",
        "1: under an on/off load, a nest that reads its neighbours' slices "
        "moves work only when the coupled-pipeline model's bound on the "
        "gain reaches tfract; 0: the rates alone"},
       [](Options &O, const ParsedValue &V) { O.coupling = V.Integer != 0; }},
      {{"ALB_MOVE_FEEDBACK", OptionType::Flag, "0",
        "1: a move that realized less than nothing raises the imbalance "
        "threshold, one that paid lowers it again; 0: fixed threshold (off "
        "by default: one period's realized benefit is too noisy under "
        "time sharing)"},
       [](Options &O, const ParsedValue &V) {
         O.moveFeedback = V.Integer != 0;
       }},
      {{"ALB_MOVE_TRIAL", OptionType::Flag, "1",
        "1: judge each move by the program's pace over the periods before "
        "and after it, undo a move that lost and halve the next step; 0: "
        "moves are measured, never undone"},
       [](Options &O, const ParsedValue &V) { O.moveTrial = V.Integer != 0; }},
      {{"ALB_PROFITABILITY", OptionType::Flag, "1",
        "1: cancel a movement whose predicted cost greatly exceeds its "
        "predicted benefit; 0: never cancel"},
       [](Options &O, const ParsedValue &V) {
         O.profitability = V.Integer != 0;
       }},
      {{"ALB_SYNC", OptionType::Flag, "0",
        "1: synchronous interactions (wait for the instructions); 0: "
        "pipelined (apply them at a later hook)"},
       [](Options &O, const ParsedValue &V) {
         O.synchronous = V.Integer != 0;
       }},
      {{"ALB_STDOUT_BLOCKS", OptionType::Flag, "0",
        "1: the output rank writes stdout in blocks of 64 KiB, as the "
        "sequential program does to a pipe or file, even where mpirun gives "
        "it a terminal (its pseudo-terminal, which makes stdout line by "
        "line: each line wakes the launcher, whose work slowed a program "
        "printing 9,000 lines by 5-10 %); alb-mpirun sets it when its own "
        "stdout is not a terminal"},
       [](Options &O, const ParsedValue &V) {
         O.stdoutBlocks = V.Integer != 0;
       }},
      {{"ALB_STRESS", OptionType::Seed, "off",
        "stress test: move random valid amounts of work at every "
        "interaction, using this seed (0 is a valid seed; unset = off)"},
       [](Options &O, const ParsedValue &V) {
         O.stress = true;
         O.stressSeed = V.Unsigned;
       }},
      // A Fraction as seconds: a second per message is no network any more.
      {{"ALB_ADDED_LATENCY", OptionType::Fraction, "0",
        "seconds added to every pipeline boundary message (a busy wait "
        "before each send, also in the start-up shifts that measure "
        "t_fixed), to see how the grain size follows a slower network"},
       [](Options &O, const ParsedValue &V) {
         O.addedLatencySeconds = V.Real;
       }},
      {{"ALB_QUANTUM", OptionType::PositiveReal, "measured",
        "OS scheduling quantum in seconds, instead of measuring it at "
        "start-up"},
       [](Options &O, const ParsedValue &V) { O.quantumSeconds = V.Real; }},
      {{"ALB_F_INTERACT", OptionType::PositiveFraction, "0.05",
        "largest fraction of the time spent interacting with the balancer "
        "(period_interact = t_interact / f_interact)"},
       [](Options &O, const ParsedValue &V) { O.interactFraction = V.Real; }},
      {{"ALB_QUANTUMSCALE", OptionType::PositiveReal, "10",
        "quanta per measurement period (period_scheduling = t_quantum * "
        "quantumscale)"},
       [](Options &O, const ParsedValue &V) { O.quantumScale = V.Real; }},
      {{"ALB_TRACE", OptionType::Path, "off",
        "path prefix of the per-rank trace files (<prefix>.<rank>.csv); "
        "unset = no trace"},
       [](Options &O, const ParsedValue &V) { O.tracePrefix = V.Text; }},
      {{"ALB_QUIET", OptionType::Flag, "0",
        "1: no summary on stderr at alb_finalize"},
       [](Options &O, const ParsedValue &V) { O.quiet = V.Integer != 0; }},
      {{"ALB_SUMMARY", OptionType::ShortOrFull, "short",
        "short: a summary of at most 8 lines on stderr at alb_finalize; "
        "full: every parameter the run-time chose and why"},
       [](Options &O, const ParsedValue &V) {
         O.fullSummary = V.Integer != 0;
       }},
      {{"ALB_REPORT", OptionType::Path, "none",
        "path of the JSON run report rank 0 writes at alb_finalize "
        "(docs/run-report-json.md)"},
       [](Options &O, const ParsedValue &V) { O.reportPath = V.Text; }},
      {{"ALB_PROCMAP", OptionType::Path, "none",
        "processor-map control file, polled at interactions to vacate or "
        "re-admit ranks"},
       [](Options &O, const ParsedValue &V) { O.processorMapPath = V.Text; }},
  };
  return Rows;
}

std::string trim(const std::string &Text) {
  const char *Space = " \t\r\n";
  const std::size_t First = Text.find_first_not_of(Space);
  if (First == std::string::npos)
    return std::string();
  const std::size_t Last = Text.find_last_not_of(Space);
  return Text.substr(First, Last - First + 1);
}

bool parseInteger(const std::string &Text, std::int64_t &Value) {
  if (Text.empty())
    return false;
  errno = 0;
  char *End = nullptr;
  const long long Parsed = std::strtoll(Text.c_str(), &End, 10);
  if (errno != 0 || *End != '\0')
    return false;
  Value = Parsed;
  return true;
}

bool parseReal(const std::string &Text, double &Value) {
  if (Text.empty())
    return false;
  errno = 0;
  char *End = nullptr;
  const double Parsed = std::strtod(Text.c_str(), &End);
  if (errno != 0 || *End != '\0' || !std::isfinite(Parsed))
    return false;
  Value = Parsed;
  return true;
}

/// Parses and validates one value; returns the expectation on failure.
std::string parseValue(OptionType Type, const std::string &Text,
                       ParsedValue &Value) {
  switch (Type) {
  case OptionType::Flag:
    if (Text == "0" || Text == "1") {
      Value.Integer = Text == "1";
      return "";
    }
    return "expected 0 or 1";
  case OptionType::PositiveInteger:
    if (parseInteger(Text, Value.Integer) && Value.Integer >= 1)
      return "";
    return "expected an integer >= 1";
  case OptionType::Seed:
    if (parseInteger(Text, Value.Integer) && Value.Integer >= 0) {
      Value.Unsigned = static_cast<std::uint64_t>(Value.Integer);
      return "";
    }
    return "expected an integer >= 0";
  case OptionType::PositiveReal:
    if (parseReal(Text, Value.Real) && Value.Real > 0.0)
      return "";
    return "expected a real number > 0";
  case OptionType::Fraction:
    if (parseReal(Text, Value.Real) && Value.Real >= 0.0 && Value.Real <= 1.0)
      return "";
    return "expected a real number in [0, 1]";
  case OptionType::PositiveFraction:
    if (parseReal(Text, Value.Real) && Value.Real > 0.0 && Value.Real <= 1.0)
      return "";
    return "expected a real number in (0, 1]";
  case OptionType::Path:
    Value.Text = Text;
    return "";
  case OptionType::ShortOrFull:
    if (Text == "short" || Text == "full") {
      Value.Integer = Text == "full";
      return "";
    }
    return "expected short or full";
  case OptionType::OffOnAlways:
    if (Text == "0" || Text == "1" || Text == "always") {
      Value.Integer = Text == "always" ? 2 : Text == "1";
      return "";
    }
    return "expected 0, 1 or always";
  }
  return "unknown option type";
}

} // namespace

const char *optionTypeName(OptionType Type) {
  switch (Type) {
  case OptionType::Flag:
    return "0 or 1";
  case OptionType::PositiveInteger:
    return "integer >= 1";
  case OptionType::Seed:
    return "integer >= 0";
  case OptionType::PositiveReal:
    return "real > 0";
  case OptionType::Fraction:
    return "real in [0, 1]";
  case OptionType::PositiveFraction:
    return "real in (0, 1]";
  case OptionType::Path:
    return "path";
  case OptionType::ShortOrFull:
    return "short or full";
  case OptionType::OffOnAlways:
    return "0, 1 or always";
  }
  return "unknown";
}

const std::vector<OptionSpec> &optionTable() {
  static const std::vector<OptionSpec> Table = [] {
    std::vector<OptionSpec> Specs;
    for (const OptionRow &Row : rows())
      Specs.push_back(Row.Spec);
    return Specs;
  }();
  return Table;
}

OptionsResult parseOptions(const EnvironmentLookup &Lookup) {
  OptionsResult Result;
  for (const OptionRow &Row : rows()) {
    const char *Raw = Lookup ? Lookup(Row.Spec.envName) : nullptr;
    if (Raw == nullptr)
      continue;
    // Paths keep their spaces; numbers tolerate the shell's.
    const std::string Text =
        Row.Spec.type == OptionType::Path ? std::string(Raw) : trim(Raw);
    if (Text.empty())
      continue;
    ParsedValue Value;
    const std::string Expected = parseValue(Row.Spec.type, Text, Value);
    if (!Expected.empty()) {
      Result.error =
          std::string(Row.Spec.envName) + "='" + Raw + "': " + Expected;
      return Result;
    }
    Row.Apply(Result.options, Value);
  }
  return Result;
}

OptionsResult parseOptionsFromEnvironment() {
  return parseOptions([](const char *Name) { return std::getenv(Name); });
}

std::string optionsHelp() {
  std::ostringstream Out;
  Out << "autolb run-time environment variables (unset or empty = "
         "default):\n";
  for (const OptionSpec &Spec : optionTable())
    Out << "  " << Spec.envName << ": " << optionTypeName(Spec.type)
        << "  (default: " << Spec.defaultText << ")\n      " << Spec.description
        << "\n";
  return Out.str();
}

} // namespace autolb::policy
