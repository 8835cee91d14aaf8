//===- ReportFile.h - Writing a file all at once ----------------*- C++ -*-===//
//
// Part of autolb. ALB_REPORT's file appears complete or not at all: a
// reader polling for it (a benchmark script) never sees half a document.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_REPORTFILE_H
#define AUTOLB_RUNTIME_REPORT_REPORTFILE_H

#include <string>

namespace autolb::runtime::report {

/// Writes `text` to `path.tmp.<pid>`, then renames it to `path`. Returns
/// an empty string, or what failed ("cannot create 'x.tmp.12': No such
/// file or directory"), the temporary file removed.
std::string writeFileAtomically(const std::string &path,
                                const std::string &text);

} // namespace autolb::runtime::report

#endif // AUTOLB_RUNTIME_REPORT_REPORTFILE_H
