//===- TraceReplay.cpp - Speed traces from the run-time's own traces ------===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "TraceReplay.h"

#include "base/Trace.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace autolb::sim {

namespace {

struct Line {
  double Time;
  std::string Nest;
  double Rate;
};

std::vector<std::string> splitCommas(const std::string &Text) {
  std::vector<std::string> Fields;
  std::stringstream Stream(Text);
  std::string Field;
  while (std::getline(Stream, Field, ','))
    Fields.push_back(Field);
  return Fields;
}

double number(const std::string &Text, const std::string &Where) {
  char *End = nullptr;
  const double Value = std::strtod(Text.c_str(), &End);
  if (Text.empty() || *End != '\0')
    throw std::runtime_error(Where + ": '" + Text + "' is not a number");
  return Value;
}

std::vector<Line> readRank(const std::string &Path) {
  std::ifstream In(Path);
  std::string Text;
  if (!std::getline(In, Text))
    throw std::runtime_error(Path + ": empty or unreadable trace");
  const std::vector<std::string> Header = splitCommas(Text);
  auto Column = [&](const std::string &Name) {
    const auto It = std::find(Header.begin(), Header.end(), Name);
    if (It == Header.end())
      throw std::runtime_error(Path + ":1: no column '" + Name + "'");
    return static_cast<std::size_t>(It - Header.begin());
  };
  const std::size_t Time = Column("time"), Nest = Column("nest"),
                    Rate = Column("raw_rate"), Reason = Column("reason");
  std::vector<Line> Lines;
  for (int Number = 2; std::getline(In, Text); ++Number) {
    const std::vector<std::string> F = splitCommas(Text);
    const std::string Where = Path + ":" + std::to_string(Number);
    if (F.size() != Header.size())
      throw std::runtime_error(Where + ": " + std::to_string(F.size()) +
                               " fields, the header has " +
                               std::to_string(Header.size()));
    if (F[Reason] == "dynamic" || F[Reason] == "holders")
      continue;
    Lines.push_back({number(F[Time], Where), F[Nest], number(F[Rate], Where)});
  }
  return Lines;
}

} // namespace

ReplayedTraces readTraces(const std::string &Prefix, const std::string &Nest) {
  std::vector<std::vector<Line>> Ranks;
  for (int Rank = 0;; ++Rank) {
    const std::string Path = runtime::Trace::path(Prefix, Rank);
    if (!std::ifstream(Path)) {
      if (Rank == 0)
        throw std::runtime_error(Path + ": cannot open");
      break;
    }
    Ranks.push_back(readRank(Path));
  }
  ReplayedTraces R;
  R.nest = Nest;
  if (R.nest.empty()) {
    std::map<std::string, int> Count;
    for (const Line &L : Ranks[0])
      ++Count[L.Nest];
    for (const auto &[Name, N] : Count)
      if (R.nest.empty() || N > Count[R.nest])
        R.nest = Name;
  }
  for (const auto &Lines : Ranks)
    for (const Line &L : Lines)
      if (L.Nest == R.nest) {
        R.fastestRate = std::max(R.fastestRate, L.Rate);
        R.durationSeconds = std::max(R.durationSeconds, L.Time);
      }
  if (!(R.fastestRate > 0.0))
    throw std::runtime_error(Prefix + ": no measured rate of nest '" + R.nest +
                             "'");
  for (std::size_t Rank = 0; Rank < Ranks.size(); ++Rank) {
    std::vector<SpeedSegment> Segments;
    double Previous = 0.0;
    for (const Line &L : Ranks[Rank]) {
      if (L.Nest != R.nest || !(L.Rate > 0.0) || L.Time <= Previous)
        continue;
      Segments.push_back({L.Time - Previous, L.Rate / R.fastestRate});
      Previous = L.Time;
    }
    if (Segments.empty())
      throw std::runtime_error(runtime::Trace::path(Prefix, Rank) +
                               ": no measured rate of nest '" + R.nest + "'");
    R.speeds.emplace_back(std::move(Segments));
  }
  return R;
}

} // namespace autolb::sim
