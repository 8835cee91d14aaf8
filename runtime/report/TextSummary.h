//===- TextSummary.h - The short end-of-run summary -------------*- C++ -*-===//
//
// Part of autolb. What rank 0 prints on stderr at alb_finalize by default:
// at most MaxSummaryLines lines a user reads in ten seconds -- the run's
// time, ranks and efficiency; one line per distributed nest (its schedule,
// its share of the time, the moves made and how many paid, its
// efficiency); whether balancing paid; and a rank-count advice only when
// it is worth acting on. ALB_SUMMARY=full prints the engineer's detail
// instead (Summary.h), ALB_REPORT the JSON (RunReportJson.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_TEXTSUMMARY_H
#define AUTOLB_RUNTIME_REPORT_TEXTSUMMARY_H

#include "report/RunReport.h"

#include <string>

namespace autolb::runtime::report {

constexpr int MaxSummaryLines = 8;
/// Nests shown one per line; the others are counted on one more line.
constexpr int MaxNestLines = 4;

/// When a nest's rank-count advice is shown: [C06]'s model extrapolates
/// from one run, so only for a nest that holds a good part of the run
/// (a 24 ms initialization nest was advised 88 ranks), for a gain worth a
/// new run, and within a few times the measured rank count.
constexpr double AdviceMinimumNestSeconds = 0.1;
constexpr double AdviceMinimumRunShare = 0.25;
constexpr double AdviceMinimumGain = 0.2;
constexpr int AdviceMostRanksFactor = 4;

/// The nest whose rank-count advice is worth showing, if any: the longest
/// of those that pass the rules above.
const NestReport *actionableAdvice(const RunReport &report);

/// One sentence: whether balancing paid, from the moves' trials.
std::string balancingVerdict(const RunReport &report);

/// The summary, each line starting "autolb: " and ending with a newline.
std::string renderText(const RunReport &report);

} // namespace autolb::runtime::report

#endif // AUTOLB_RUNTIME_REPORT_TEXTSUMMARY_H
