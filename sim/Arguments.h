//===- Arguments.h - The simulator's command line ---------------*- C++ -*-===//
//
// Part of autolb's simulator. `autolb-sim COMMAND [--name value]...`: every
// option takes a value; a command states the options it knows, so a
// misspelt one is an error, as is a value that is not a number where a
// number is expected. Errors are std::invalid_argument with the option's
// name and value.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_ARGUMENTS_H
#define AUTOLB_SIM_ARGUMENTS_H

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace autolb::sim {

class Arguments {
public:
  /// argv after the command; `known` lists the accepted option names
  /// (without "--"); `positional` is how many operands are required.
  Arguments(const std::vector<std::string> &Words,
            const std::set<std::string> &Known, std::size_t Positional = 0);

  const std::vector<std::string> &operands() const { return Operands; }
  std::string text(const std::string &Name, const std::string &Default) const;
  double real(const std::string &Name, double Default) const;
  /// A number that must be > 0 (or >= 0 with allowZero).
  double positive(const std::string &Name, double Default,
                  bool AllowZero = false) const;
  std::int64_t integer(const std::string &Name, std::int64_t Default,
                       std::int64_t Minimum, std::int64_t Maximum) const;
  /// A comma-separated list of positive numbers.
  std::vector<double> reals(const std::string &Name,
                            const std::string &Default) const;
  /// One of `choices`.
  std::string choice(const std::string &Name, const std::string &Default,
                     const std::vector<std::string> &Choices) const;

private:
  std::map<std::string, std::string> Values;
  std::vector<std::string> Operands;
};

} // namespace autolb::sim

#endif // AUTOLB_SIM_ARGUMENTS_H
