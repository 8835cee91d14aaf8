//===- OptionsTest.cpp - Tests of the option table and its parser ---------===//

#include "policy/common/Options.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace autolb::policy;

namespace {

/// An injected environment.
class FakeEnvironment {
public:
  FakeEnvironment(std::map<std::string, std::string> Values)
      : Values(std::move(Values)) {}

  EnvironmentLookup lookup() const {
    return [this](const char *Name) -> const char * {
      auto It = Values.find(Name);
      return It == Values.end() ? nullptr : It->second.c_str();
    };
  }

private:
  std::map<std::string, std::string> Values;
};

OptionsResult parse(std::map<std::string, std::string> Values) {
  const FakeEnvironment Env(std::move(Values));
  return parseOptions(Env.lookup());
}

} // namespace

TEST(Options, DefaultsWhenNothingIsSet) {
  const OptionsResult R = parse({});
  ASSERT_TRUE(R.ok()) << R.error;
  const Options &O = R.options;
  EXPECT_EQ(O.blockSize, 0);
  EXPECT_EQ(O.periodSeconds, 0.0);
  EXPECT_DOUBLE_EQ(O.threshold, 0.10);
  EXPECT_TRUE(O.filter);
  EXPECT_TRUE(O.profitability);
  EXPECT_FALSE(O.synchronous);
  EXPECT_TRUE(O.balance);
  EXPECT_FALSE(O.stress);
  EXPECT_EQ(O.quantumSeconds, 0.0);
  EXPECT_EQ(O.addedLatencySeconds, 0.0);
  EXPECT_DOUBLE_EQ(O.interactFraction, 0.05);
  EXPECT_DOUBLE_EQ(O.quantumScale, 10.0);
  EXPECT_TRUE(O.tracePrefix.empty());
  EXPECT_TRUE(O.processorMapPath.empty());
}

TEST(Options, EveryVariableIsApplied) {
  const OptionsResult R = parse({{"ALB_BLOCKSIZE", "64"},
                                 {"ALB_PERIOD", "0.5"},
                                 {"ALB_TFRACT", "0"},
                                 {"ALB_FILTER", "0"},
                                 {"ALB_PROFITABILITY", "0"},
                                 {"ALB_SYNC", "1"},
                                 {"ALB_BALANCE", "0"},
                                 {"ALB_STRESS", "0"},
                                 {"ALB_QUANTUM", "0.004"},
                                 {"ALB_ADDED_LATENCY", "0.00005"},
                                 {"ALB_F_INTERACT", "1"},
                                 {"ALB_QUANTUMSCALE", "2.5"},
                                 {"ALB_TRACE", "/tmp/run 1/trace"},
                                 {"ALB_QUIET", "1"},
                                 {"ALB_PROCMAP", "/tmp/procmap"}});
  ASSERT_TRUE(R.ok()) << R.error;
  const Options &O = R.options;
  EXPECT_EQ(O.blockSize, 64);
  EXPECT_DOUBLE_EQ(O.periodSeconds, 0.5);
  EXPECT_DOUBLE_EQ(O.threshold, 0.0);
  EXPECT_FALSE(O.filter);
  EXPECT_FALSE(O.profitability);
  EXPECT_TRUE(O.synchronous);
  EXPECT_FALSE(O.balance);
  EXPECT_TRUE(O.stress); // seed 0 is a seed
  EXPECT_EQ(O.stressSeed, 0u);
  EXPECT_DOUBLE_EQ(O.quantumSeconds, 0.004);
  EXPECT_DOUBLE_EQ(O.addedLatencySeconds, 0.00005);
  EXPECT_DOUBLE_EQ(O.interactFraction, 1.0);
  EXPECT_DOUBLE_EQ(O.quantumScale, 2.5);
  EXPECT_EQ(O.tracePrefix, "/tmp/run 1/trace");
  EXPECT_TRUE(O.quiet);
  EXPECT_EQ(O.processorMapPath, "/tmp/procmap");
}

TEST(Options, EmptyMeansDefaultAndSpacesAreTolerated) {
  const OptionsResult R = parse(
      {{"ALB_TFRACT", " 0.25 "}, {"ALB_BLOCKSIZE", ""}, {"ALB_STRESS", ""}});
  ASSERT_TRUE(R.ok()) << R.error;
  EXPECT_DOUBLE_EQ(R.options.threshold, 0.25);
  EXPECT_EQ(R.options.blockSize, 0);
  EXPECT_FALSE(R.options.stress);
}

TEST(Options, StressSeed) {
  const OptionsResult R = parse({{"ALB_STRESS", "12345"}});
  ASSERT_TRUE(R.ok());
  EXPECT_TRUE(R.options.stress);
  EXPECT_EQ(R.options.stressSeed, 12345u);
}

TEST(Options, ErrorsNameTheVariableAndTheValue) {
  const std::vector<std::pair<std::string, std::string>> Cases = {
      {"ALB_TFRACT", "-0.5"},      {"ALB_TFRACT", "1.5"},
      {"ALB_TFRACT", "ten"},       {"ALB_BLOCKSIZE", "0"},
      {"ALB_BLOCKSIZE", "-3"},     {"ALB_BLOCKSIZE", "12x"},
      {"ALB_BLOCKSIZE", "1.5"},    {"ALB_BLOCKSIZE", "99999999999999999999"},
      {"ALB_PERIOD", "-1"},        {"ALB_PERIOD", "0"},
      {"ALB_PERIOD", "nan"},       {"ALB_PERIOD", "inf"},
      {"ALB_FILTER", "2"},         {"ALB_FILTER", "yes"},
      {"ALB_SYNC", "-1"},          {"ALB_BALANCE", "01"},
      {"ALB_STRESS", "-1"},        {"ALB_STRESS", "seed"},
      {"ALB_QUANTUM", "0"},        {"ALB_F_INTERACT", "0"},
      {"ALB_QUANTUMSCALE", "-10"}, {"ALB_PROFITABILITY", "true"}};
  for (const auto &[Name, Value] : Cases) {
    const OptionsResult R = parse({{Name, Value}});
    EXPECT_FALSE(R.ok()) << Name << "=" << Value;
    EXPECT_NE(R.error.find(Name + "='" + Value + "'"), std::string::npos)
        << R.error;
    EXPECT_NE(R.error.find("expected"), std::string::npos) << R.error;
  }
}

TEST(Options, AddedLatencyIsSecondsFromZeroToOne) {
  EXPECT_EQ(parse({{"ALB_ADDED_LATENCY", "0"}}).options.addedLatencySeconds,
            0.0);
  EXPECT_EQ(parse({{"ALB_ADDED_LATENCY", "-1e-6"}}).error,
            "ALB_ADDED_LATENCY='-1e-6': expected a real number in [0, 1]");
  EXPECT_FALSE(parse({{"ALB_ADDED_LATENCY", "2"}}).ok());
}

TEST(Options, ExactErrorText) {
  EXPECT_EQ(parse({{"ALB_TFRACT", "-0.5"}}).error,
            "ALB_TFRACT='-0.5': expected a real number in [0, 1]");
  EXPECT_EQ(parse({{"ALB_BLOCKSIZE", "abc"}}).error,
            "ALB_BLOCKSIZE='abc': expected an integer >= 1");
}

TEST(Options, FirstErrorInTableOrderIsReported) {
  // ALB_BLOCKSIZE comes before ALB_TFRACT in the table.
  const OptionsResult R =
      parse({{"ALB_TFRACT", "-1"}, {"ALB_BLOCKSIZE", "-1"}});
  EXPECT_EQ(R.error.rfind("ALB_BLOCKSIZE", 0), 0u) << R.error;
}

TEST(Options, TableListsEveryTunableOnce) {
  std::set<std::string> Names;
  for (const OptionSpec &Spec : optionTable()) {
    EXPECT_EQ(std::string(Spec.envName).rfind("ALB_", 0), 0u);
    EXPECT_TRUE(Names.insert(Spec.envName).second) << Spec.envName;
    EXPECT_GT(std::string(Spec.description).size(), 10u);
  }
  const std::set<std::string> Expected = {
      "ALB_BLOCKSIZE",   "ALB_PERIOD",        "ALB_TFRACT",
      "ALB_FILTER",      "ALB_PROFITABILITY", "ALB_SYNC",
      "ALB_BALANCE",     "ALB_STRESS",        "ALB_QUANTUM",
      "ALB_F_INTERACT",  "ALB_GRAIN_SEARCH",  "ALB_MOVE_FEEDBACK",
      "ALB_MOVE_TRIAL",  "ALB_QUANTUMSCALE",  "ALB_TRACE",
      "ALB_QUIET",       "ALB_PROCMAP",       "ALB_DAF",
      "ALB_STEAL_RANKS", "ALB_SHRINK",        "ALB_ADDED_LATENCY", "ALB_STDOUT_BLOCKS",
      "ALB_NOISE_GATE",  "ALB_COUPLING",      "ALB_PERSISTENCE",
      "ALB_REPLICATE",   "ALB_SUMMARY",       "ALB_REPORT",
      "ALB_ALONE_TRIAL", "ALB_CHUNK_MERGE"};
  EXPECT_EQ(Names, Expected);
}

TEST(Options, AloneTrialIsOffOnOrAlways) {
  EXPECT_TRUE(parse({}).options.aloneTrial);
  EXPECT_FALSE(parse({}).options.aloneTrialAlways);
  EXPECT_FALSE(parse({{"ALB_ALONE_TRIAL", "0"}}).options.aloneTrial);
  const Options Always = parse({{"ALB_ALONE_TRIAL", "always"}}).options;
  EXPECT_TRUE(Always.aloneTrial);
  EXPECT_TRUE(Always.aloneTrialAlways);
  EXPECT_EQ(parse({{"ALB_ALONE_TRIAL", "2"}}).error,
            "ALB_ALONE_TRIAL='2': expected 0, 1 or always");
}

TEST(Options, SummaryIsShortOrFull) {
  EXPECT_FALSE(parse({}).options.fullSummary);
  EXPECT_TRUE(parse({{"ALB_SUMMARY", "full"}}).options.fullSummary);
  EXPECT_FALSE(parse({{"ALB_SUMMARY", "short"}}).options.fullSummary);
  const OptionsResult Bad = parse({{"ALB_SUMMARY", "ful"}});
  EXPECT_EQ(Bad.error, "ALB_SUMMARY='ful': expected short or full");
}

TEST(Options, HelpMentionsEveryVariableWithItsDefault) {
  const std::string Help = optionsHelp();
  for (const OptionSpec &Spec : optionTable()) {
    EXPECT_NE(Help.find(Spec.envName), std::string::npos) << Spec.envName;
    EXPECT_NE(Help.find(std::string("(default: ") + Spec.defaultText + ")"),
              std::string::npos)
        << Spec.envName;
  }
  EXPECT_NE(Help.find("ALB_TFRACT: real in [0, 1]  (default: 0.10)"),
            std::string::npos)
      << Help;
}

TEST(Options, NullLookupGivesDefaults) {
  EXPECT_TRUE(parseOptions(nullptr).ok());
}
