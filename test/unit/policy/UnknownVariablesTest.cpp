//===- UnknownVariablesTest.cpp - Tests of the misspelled-ALB_* check -----===//

#include "policy/common/UnknownVariables.h"
#include "policy/common/Options.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

/// Name and suggestion of each unknown variable, for one-line comparisons.
Pairs unknown(const std::vector<std::string> &Names) {
  Pairs Found;
  for (const UnknownVariable &Variable : findUnknownVariables(Names))
    Found.emplace_back(Variable.name, Variable.suggestion);
  return Found;
}

} // namespace

TEST(NameDistance, HandCheckedDistances) {
  EXPECT_EQ(nameDistance("", ""), 0u);
  EXPECT_EQ(nameDistance("", "abc"), 3u);
  EXPECT_EQ(nameDistance("abc", ""), 3u);
  EXPECT_EQ(nameDistance("kitten", "sitting"), 3u);
  EXPECT_EQ(nameDistance("sitting", "kitten"), 3u);
  // One insertion (C), one deletion (E), one substitution (T for S).
  EXPECT_EQ(nameDistance("ALB_BLOKSIZE", "ALB_BLOCKSIZE"), 1u);
  EXPECT_EQ(nameDistance("ALB_QUIET", "ALB_QUIT"), 1u);
  EXPECT_EQ(nameDistance("ALB_SYNT", "ALB_SYNC"), 1u);
  // A transposition costs two edits.
  EXPECT_EQ(nameDistance("ALB_SNYC", "ALB_SYNC"), 2u);
  // Case is ignored.
  EXPECT_EQ(nameDistance("ALB_blocksize", "ALB_BLOCKSIZE"), 0u);
}

TEST(UnknownVariables, OptionsAndOtherNamesAreNotReported) {
  std::vector<std::string> Names = {
      "PATH", "HOME", "BENCH_HOG_NICE", "alb_blocksize", "XALB_FOO", "ALB"};
  for (const OptionSpec &Spec : optionTable())
    Names.push_back(Spec.envName);
  EXPECT_EQ(unknown(Names), Pairs{});
}

TEST(UnknownVariables, MisspellingsGetTheClosestName) {
  EXPECT_EQ(unknown({"ALB_BLOKSIZE"}),
            (Pairs{{"ALB_BLOKSIZE", "ALB_BLOCKSIZE"}}));
  // ALB_QUANTUM is one deletion away, ALB_QUANTUMSCALE four.
  EXPECT_EQ(unknown({"ALB_QUANTUMS"}),
            (Pairs{{"ALB_QUANTUMS", "ALB_QUANTUM"}}));
  // ... and the other way round.
  EXPECT_EQ(unknown({"ALB_QUANTUMSCAL"}),
            (Pairs{{"ALB_QUANTUMSCAL", "ALB_QUANTUMSCALE"}}));
  EXPECT_EQ(unknown({"ALB_SNYC"}), (Pairs{{"ALB_SNYC", "ALB_SYNC"}}));
  // getenv is case-sensitive: the right name in the wrong case is unknown.
  EXPECT_EQ(unknown({"ALB_blocksize"}),
            (Pairs{{"ALB_blocksize", "ALB_BLOCKSIZE"}}));
}

TEST(UnknownVariables, NoSuggestionBeyondTwoEdits) {
  // ALB_PERI is two edits from ALB_PERIOD, ALB_PER three.
  EXPECT_EQ(unknown({"ALB_PERI"}), (Pairs{{"ALB_PERI", "ALB_PERIOD"}}));
  EXPECT_EQ(unknown({"ALB_PER"}), (Pairs{{"ALB_PER", ""}}));
  EXPECT_EQ(unknown({"ALB_VERBOSE"}), (Pairs{{"ALB_VERBOSE", ""}}));
  EXPECT_EQ(unknown({"ALB_"}), (Pairs{{"ALB_", ""}}));
}

TEST(UnknownVariables, SortedAndReportedOnce) {
  EXPECT_EQ(unknown({"ALB_ZZZ", "ALB_SYNC", "ALB_AAAAAA", "ALB_ZZZ"}),
            (Pairs{{"ALB_AAAAAA", ""}, {"ALB_ZZZ", ""}}));
}

TEST(UnknownVariables, WarningText) {
  EXPECT_EQ(unknownVariableWarning({"ALB_BLOKSIZE", "ALB_BLOCKSIZE"}),
            "ALB_BLOKSIZE is not an autolb variable and is ignored; did you "
            "mean ALB_BLOCKSIZE?");
  EXPECT_EQ(unknownVariableWarning({"ALB_VERBOSE", ""}),
            "ALB_VERBOSE is not an autolb variable and is ignored");
}

TEST(UnknownVariables, NamesOfAnEnvironmentBlock) {
  const char *Environment[] = {"PATH=/bin:/usr/bin", "ALB_TRACE=/tmp/a=b",
                               "EMPTY=", "NO_EQUALS_SIGN", nullptr};
  EXPECT_EQ(variableNames(Environment),
            (std::vector<std::string>{"PATH", "ALB_TRACE", "EMPTY",
                                      "NO_EQUALS_SIGN"}));
  EXPECT_TRUE(variableNames(nullptr).empty());
}

// The scripts' variables are theirs: the launcher keeps them from the
// program, and the run-time does not know them.
TEST(UnknownVariables, ScriptVariablesAreUnknown) {
  EXPECT_EQ(unknown({"ALB_BUILD_DIR", "ALB_MPIRUN_TIMEOUT"}),
            (Pairs{{"ALB_BUILD_DIR", ""}, {"ALB_MPIRUN_TIMEOUT", ""}}));
}
