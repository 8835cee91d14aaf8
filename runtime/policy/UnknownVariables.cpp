//===- UnknownVariables.cpp - ALB_* variables nobody reads ----------------===//
//
// Part of autolb. See UnknownVariables.h.
//
//===----------------------------------------------------------------------===//

#include "UnknownVariables.h"

#include "Options.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace autolb::policy {

namespace {

constexpr std::size_t MaxSuggestionDistance = 2;

bool isOption(const std::string &Name) {
  for (const OptionSpec &Spec : optionTable())
    if (Name == Spec.envName)
      return true;
  return false;
}

bool isScriptVariable(const std::string &Name) {
  const std::vector<std::string> &Known = scriptVariables();
  return std::find(Known.begin(), Known.end(), Name) != Known.end();
}

/// The nearest known name; options win ties over script variables, and
/// earlier table rows over later ones.
std::string closestKnownName(const std::string &Name) {
  std::vector<std::string> Candidates;
  for (const OptionSpec &Spec : optionTable())
    Candidates.push_back(Spec.envName);
  for (const std::string &Script : scriptVariables())
    Candidates.push_back(Script);
  std::string Best;
  std::size_t BestDistance = MaxSuggestionDistance + 1;
  for (const std::string &Candidate : Candidates) {
    const std::size_t Distance = nameDistance(Name, Candidate);
    if (Distance < BestDistance) {
      Best = Candidate;
      BestDistance = Distance;
    }
  }
  return Best;
}

} // namespace

const std::vector<std::string> &scriptVariables() {
  static const std::vector<std::string> Names = {
      // Build tree of scripts/{build,test,demo,e2e,bench-sor}.sh and lit.
      "ALB_BUILD_DIR",
      // scripts/e2e.sh: keep the work directory.
      "ALB_E2E_KEEP",
      // scripts/alb-mpirun and scripts/e2e.sh: per-run time limit.
      "ALB_MPIRUN_TIMEOUT",
      // scripts/alb-mpirun --load: the loads and where they report.
      "ALB_LOAD_SPECS",
      "ALB_LOAD_REPORT",
      // scripts/bench.sh: where results go.
      "ALB_BENCH_RESULTS",
  };
  return Names;
}

std::vector<std::string> variableNames(const char *const *Environment) {
  std::vector<std::string> Names;
  if (!Environment)
    return Names;
  for (const char *const *Entry = Environment; *Entry; ++Entry) {
    const std::string Text(*Entry);
    Names.push_back(Text.substr(0, Text.find('=')));
  }
  return Names;
}

std::vector<UnknownVariable>
findUnknownVariables(const std::vector<std::string> &Names) {
  const std::set<std::string> Sorted(Names.begin(), Names.end());
  std::vector<UnknownVariable> Unknown;
  for (const std::string &Name : Sorted) {
    if (Name.rfind("ALB_", 0) != 0 || isOption(Name) || isScriptVariable(Name))
      continue;
    Unknown.push_back({Name, closestKnownName(Name)});
  }
  return Unknown;
}

std::string unknownVariableWarning(const UnknownVariable &Variable) {
  std::string Text =
      Variable.name + " is not an autolb variable and is ignored";
  if (!Variable.suggestion.empty())
    Text += "; did you mean " + Variable.suggestion + "?";
  return Text;
}

std::size_t nameDistance(const std::string &A, const std::string &B) {
  const auto Same = [](char X, char Y) {
    return std::tolower(static_cast<unsigned char>(X)) ==
           std::tolower(static_cast<unsigned char>(Y));
  };
  // Previous[J]: distance between the first I-1 characters of A and the
  // first J of B; Current is row I.
  std::vector<std::size_t> Previous(B.size() + 1), Current(B.size() + 1);
  for (std::size_t J = 0; J <= B.size(); ++J)
    Previous[J] = J;
  for (std::size_t I = 1; I <= A.size(); ++I) {
    Current[0] = I;
    for (std::size_t J = 1; J <= B.size(); ++J)
      Current[J] = std::min({Previous[J] + 1, Current[J - 1] + 1,
                             Previous[J - 1] + !Same(A[I - 1], B[J - 1])});
    std::swap(Previous, Current);
  }
  return Previous[B.size()];
}

} // namespace autolb::policy
