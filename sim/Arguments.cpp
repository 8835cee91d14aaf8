//===- Arguments.cpp - The simulator's command line -----------------------===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "Arguments.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace autolb::sim {

namespace {

std::invalid_argument bad(const std::string &Name, const std::string &Value,
                          const std::string &Why) {
  return std::invalid_argument("--" + Name + " " + Value + ": " + Why);
}

} // namespace

Arguments::Arguments(const std::vector<std::string> &Words,
                     const std::set<std::string> &Known,
                     std::size_t Positional) {
  for (std::size_t I = 0; I < Words.size(); ++I) {
    const std::string &W = Words[I];
    if (W.rfind("--", 0) != 0) {
      Operands.push_back(W);
      continue;
    }
    const std::string Name = W.substr(2);
    if (!Known.count(Name)) {
      std::string List;
      for (const std::string &K : Known)
        List += " --" + K;
      throw std::invalid_argument("unknown option " + W + " (known:" + List +
                                  ")");
    }
    if (I + 1 == Words.size())
      throw std::invalid_argument("option " + W + " needs a value");
    Values[Name] = Words[++I];
  }
  if (Operands.size() != Positional)
    throw std::invalid_argument("expected " + std::to_string(Positional) +
                                " operand(s), got " +
                                std::to_string(Operands.size()));
}

std::string Arguments::text(const std::string &Name,
                            const std::string &Default) const {
  const auto It = Values.find(Name);
  return It == Values.end() ? Default : It->second;
}

double Arguments::real(const std::string &Name, double Default) const {
  const auto It = Values.find(Name);
  if (It == Values.end())
    return Default;
  char *End = nullptr;
  errno = 0;
  const double Value = std::strtod(It->second.c_str(), &End);
  if (It->second.empty() || *End != '\0' || errno != 0 || !std::isfinite(Value))
    throw bad(Name, It->second, "not a finite number");
  return Value;
}

double Arguments::positive(const std::string &Name, double Default,
                           bool AllowZero) const {
  const double Value = real(Name, Default);
  if (Value < 0.0 || (!AllowZero && Value == 0.0))
    throw bad(Name, text(Name, ""),
              AllowZero ? "must not be negative" : "must be positive");
  return Value;
}

std::int64_t Arguments::integer(const std::string &Name, std::int64_t Default,
                                std::int64_t Minimum,
                                std::int64_t Maximum) const {
  const auto It = Values.find(Name);
  if (It == Values.end())
    return Default;
  char *End = nullptr;
  errno = 0;
  const long long Value = std::strtoll(It->second.c_str(), &End, 10);
  if (It->second.empty() || *End != '\0' || errno != 0)
    throw bad(Name, It->second, "not an integer");
  if (Value < Minimum || Value > Maximum)
    throw bad(Name, It->second,
              "must be in [" + std::to_string(Minimum) + ", " +
                  std::to_string(Maximum) + "]");
  return Value;
}

std::vector<double> Arguments::reals(const std::string &Name,
                                     const std::string &Default) const {
  std::vector<double> List;
  std::stringstream Stream(text(Name, Default));
  std::string Item;
  while (std::getline(Stream, Item, ',')) {
    char *End = nullptr;
    const double Value = std::strtod(Item.c_str(), &End);
    if (Item.empty() || *End != '\0' || !(Value > 0.0) || !std::isfinite(Value))
      throw bad(Name, text(Name, Default), "not a list of positive numbers");
    List.push_back(Value);
  }
  if (List.empty())
    throw bad(Name, text(Name, Default), "empty list");
  return List;
}

std::string Arguments::choice(const std::string &Name,
                              const std::string &Default,
                              const std::vector<std::string> &Choices) const {
  const std::string Value = text(Name, Default);
  if (std::find(Choices.begin(), Choices.end(), Value) != Choices.end())
    return Value;
  std::string List;
  for (const std::string &C : Choices)
    List += (List.empty() ? "" : "|") + C;
  throw bad(Name, Value, "expected " + List);
}

} // namespace autolb::sim
