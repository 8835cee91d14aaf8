//===- UnknownVariables.h - ALB_* variables nobody reads --------*- C++ -*-===//
//
// Part of autolb. A misspelled override (ALB_BLOKSIZE=64) would otherwise be
// silently ignored and the run would use the default. alb_init therefore
// warns about every ALB_* variable in the environment that is not a run-time
// option (Options.h), and suggests the closest option name when it is at
// most two edits away. The run-time knows nothing of the variables of the
// project's scripts: the launcher (scripts/alb-mpirun) keeps those from the
// programs it starts.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_UNKNOWNVARIABLES_H
#define AUTOLB_POLICY_UNKNOWNVARIABLES_H

#include <cstddef>
#include <string>
#include <vector>

namespace autolb::policy {

/// An ALB_* variable that nothing reads.
struct UnknownVariable {
  std::string name;
  /// The closest option name at most two edits away (case ignored); empty
  /// when there is none.
  std::string suggestion;
};

/// The names of "NAME=VALUE" entries of a null-terminated environment
/// block such as `environ`.
std::vector<std::string> variableNames(const char *const *environment);

/// The ALB_* names among `names` that are unknown, sorted, each once.
std::vector<UnknownVariable>
findUnknownVariables(const std::vector<std::string> &names);

/// The warning for one unknown variable, e.g. "ALB_BLOKSIZE is not an
/// autolb variable and is ignored; did you mean ALB_BLOCKSIZE?".
std::string unknownVariableWarning(const UnknownVariable &variable);

/// Levenshtein distance (insertions, deletions, substitutions), ignoring
/// ASCII case.
std::size_t nameDistance(const std::string &a, const std::string &b);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_UNKNOWNVARIABLES_H
