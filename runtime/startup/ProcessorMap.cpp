//===- ProcessorMap.cpp - Which ranks may work (malleability) -------------===//
//
// Part of autolb. See ProcessorMap.h.
//
//===----------------------------------------------------------------------===//

#include "startup/ProcessorMap.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace autolb::runtime {

ParsedProcessorMap parseProcessorMap(const std::string &Text, int Ranks) {
  ParsedProcessorMap Map;
  Map.available.assign(std::max(Ranks, 0), true);
  std::size_t Next = 0;
  bool InComment = false;
  for (char C : Text) {
    if (C == '\n') {
      InComment = false;
      continue;
    }
    if (InComment || std::isspace(static_cast<unsigned char>(C)))
      continue;
    if (C == '#') {
      InComment = true;
      continue;
    }
    if (C != '0' && C != '1') {
      Map.error = std::string("unexpected character '") + C +
                  "' (expected 0 or 1 per rank)";
      return Map;
    }
    if (Next < Map.available.size())
      Map.available[Next] = C == '1';
    ++Next;
  }
  if (Ranks > 0 && std::none_of(Map.available.begin(), Map.available.end(),
                                [](bool A) { return A; }))
    Map.error = "the map vacates every rank";
  return Map;
}

ParsedProcessorMap readProcessorMap(const std::string &Path, int Ranks) {
  struct stat Info;
  if (::stat(Path.c_str(), &Info) != 0 && errno == ENOENT)
    return parseProcessorMap("", Ranks);
  std::ifstream In(Path);
  if (!In) {
    ParsedProcessorMap Map = parseProcessorMap("", Ranks);
    Map.error = "cannot read '" + Path + "': " + std::strerror(errno);
    return Map;
  }
  std::stringstream Text;
  Text << In.rdbuf();
  ParsedProcessorMap Map = parseProcessorMap(Text.str(), Ranks);
  if (!Map.ok())
    Map.error = "'" + Path + "': " + Map.error;
  return Map;
}

std::string processorMapText(const std::vector<bool> &Available) {
  std::string Text;
  for (bool A : Available)
    Text += A ? '1' : '0';
  return Text;
}

} // namespace autolb::runtime
