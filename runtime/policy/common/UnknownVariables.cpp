//===- UnknownVariables.cpp - ALB_* variables nobody reads ----------------===//
//
// Part of autolb. See UnknownVariables.h.
//
//===----------------------------------------------------------------------===//

#include "policy/common/UnknownVariables.h"

#include "policy/common/Options.h"

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

/// The nearest option name; earlier table rows win ties.
std::string closestOptionName(const std::string &Name) {
  std::string Best;
  std::size_t BestDistance = MaxSuggestionDistance + 1;
  for (const OptionSpec &Spec : optionTable()) {
    const std::size_t Distance = nameDistance(Name, Spec.envName);
    if (Distance < BestDistance) {
      Best = Spec.envName;
      BestDistance = Distance;
    }
  }
  return Best;
}

} // namespace

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
    if (Name.rfind("ALB_", 0) != 0 || isOption(Name))
      continue;
    Unknown.push_back({Name, closestOptionName(Name)});
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
