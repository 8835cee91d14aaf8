//===- ProcessorMap.h - Which ranks may work (malleability) -----*- C++ -*-===//
//
// Part of autolb. [KKD] shrinks and expands a running job on an external
// command that sends a processor map. Here the map is a control file named
// by ALB_PROCMAP that rank 0 polls at interactions; the decision broadcast
// carries the result to every rank. A vacated rank gets no iterations but
// keeps taking part in hooks and collectives (the "tiny residual presence"
// of [KKD]); a re-admitted rank gets work back.
//
// File format: the characters '0' and '1', one per rank in rank order,
// either as one bit string ("1101") or one per line; whitespace is ignored
// and '#' starts a comment that runs to the end of the line. Ranks beyond
// the string are available. A map that vacates every rank is rejected (the
// work would have nowhere to go); a file that is missing or unreadable
// means "every rank available", so that deleting it re-admits everyone.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_PROCESSORMAP_H
#define AUTOLB_RUNTIME_PROCESSORMAP_H

#include <string>
#include <vector>

namespace autolb::runtime {

/// A parsed map, or why it was rejected.
struct ParsedProcessorMap {
  /// One entry per rank.
  std::vector<bool> available;
  /// Empty when valid.
  std::string error;
  bool ok() const { return error.empty(); }
};

/// Parses the text of a control file for `ranks` ranks.
ParsedProcessorMap parseProcessorMap(const std::string &text, int ranks);

/// Polls a control file: the map it holds now, every rank available when
/// it does not exist, or an error for an unreadable or invalid file.
ParsedProcessorMap readProcessorMap(const std::string &path, int ranks);

/// "1101"-style rendering for traces and the summary.
std::string processorMapText(const std::vector<bool> &available);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_PROCESSORMAP_H
