//===- Fatal.h - Errors that end the job ------------------------*- C++ -*-===//
//
// Part of autolb. A run-time error in an SPMD job cannot be returned to one
// rank and recovered from: the other ranks would wait for it in the next
// collective and the job would hang. So MPI failures and invalid arguments
// print "autolb: rank R: error: <cause>" on stderr and abort the whole job
// with MPI_Abort. The run-time's communicator returns MPI errors instead of
// aborting inside MPI, so that every failure gets this message.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_FATAL_H
#define AUTOLB_RUNTIME_FATAL_H

#include <cstddef>
#include <string>

namespace autolb::runtime {

/// Rank shown in messages (-1 until alb_init knows it).
void setFatalRank(int rank);

/// Prints the message and aborts the job; never returns.
[[noreturn]] void fatal(const std::string &cause);

/// Aborts with "<call> failed: <MPI error string>" unless rc is
/// MPI_SUCCESS.
void checkMPI(int rc, const char *call);

/// `bytes` as the int count of an MPI_BYTE message; aborts, naming the
/// message's `contents`, when it exceeds MPI's 2 GiB count limit.
int checkedCount(std::size_t bytes, const std::string &contents);

/// Prints "autolb: rank R: error: <entry>: <alb_strerror(code)>" on stderr
/// and returns code: the errors the C API returns instead of ending the job.
int reportedError(const char *entry, int code);

/// Prints "autolb: rank R: warning: <text>" on stderr and continues.
void warn(const std::string &text);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_FATAL_H
