//===- RunReportJson.h - The run report as versioned JSON -------*- C++ -*-===//
//
// Part of autolb. ALB_REPORT=path.json: rank 0 writes the RunReport as JSON,
// {"schema": "autolb-run-report", "version": 1, ...}, every field documented
// in docs/run-report-json.md (test/Report checks the two against each
// other). Fields may be added within a version; none is renamed or removed
// without raising it.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_RUNREPORTJSON_H
#define AUTOLB_RUNTIME_REPORT_RUNREPORTJSON_H

#include "report/RunReport.h"

#include <string>

namespace autolb::runtime::report {

constexpr const char *RunReportSchema = "autolb-run-report";
constexpr int RunReportVersion = 2;

/// The report as a JSON document (two-space indent, final newline).
std::string renderJson(const RunReport &report);

} // namespace autolb::runtime::report

#endif // AUTOLB_RUNTIME_REPORT_RUNREPORTJSON_H
