//===- Trace.cpp - Per-rank CSV trace of interactions ---------------------===//
//
// Part of autolb. See Trace.h.
//
//===----------------------------------------------------------------------===//

#include "base/Trace.h"

#include <cerrno>

namespace autolb::runtime {

Trace::~Trace() { close(); }

std::string Trace::path(const std::string &Prefix, int Rank) {
  return Prefix + "." + std::to_string(Rank) + ".csv";
}

std::error_code Trace::open(const std::string &Prefix, int Rank) {
  close();
  File = std::fopen(path(Prefix, Rank).c_str(), "w");
  if (!File)
    return std::error_code(errno, std::generic_category());
  std::fprintf(File, "time,nest,raw_rate,filtered_rate,h,owned,moved,period,"
                     "nexthook,block,reason,band,verdict\n");
  return {};
}

void Trace::write(const TraceLine &L) {
  if (!File)
    return;
  std::fprintf(File,
               "%.6f,%s,%.6g,%.6g,%.3g,%lld,%lld,%.6g,%lld,%lld,%s,%.3g,%s\n",
               L.time, L.nest.c_str(), L.rawRate, L.filteredRate, L.history,
               static_cast<long long>(L.owned), static_cast<long long>(L.moved),
               L.periodSeconds, static_cast<long long>(L.nextHook),
               static_cast<long long>(L.blockSize), L.reason.c_str(), L.band,
               L.verdict.c_str());
}

void Trace::close() {
  if (File)
    std::fclose(File);
  File = nullptr;
}

} // namespace autolb::runtime
