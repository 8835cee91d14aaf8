//===- Context.cpp - Process-wide state of the run-time -------------------===//
//
// Part of autolb. See Context.h.
//
//===----------------------------------------------------------------------===//

#include "core/Context.h"
#include "base/AddressRanges.h"

#include "base/Fatal.h"
#include "core/Nest.h"
#include "startup/ProcessorMap.h"

#include <algorithm>
#include <utility>

namespace autolb::runtime {

namespace {
Context *Current = nullptr;
} // namespace

Context *currentContext() { return Current; }
void setCurrentContext(Context *C) { Current = C; }

Context::Context(bool OwnsMPI, const policy::Options &Opts, MPI_Comm World)
    : ownsMPI(OwnsMPI), options(Opts) {
  checkMPI(MPI_Comm_dup(World, &comm), "MPI_Comm_dup");
  checkMPI(MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN),
           "MPI_Comm_set_errhandler");
  checkMPI(MPI_Comm_rank(comm, &rank), "MPI_Comm_rank");
  checkMPI(MPI_Comm_size(comm, &ranks), "MPI_Comm_size");
  available.assign(ranks, true);
  counter = std::make_unique<SharedCounter>(comm);
  // Known from the start: no execution need be logged for the trial.
  if (!options.replicate || !options.aloneTrial || options.stress)
    aloneTrial.decide("off");
  else if (ranks < 2)
    aloneTrial.decide("not tried: one rank");
}

void Context::AloneTrial::decide(std::string Outcome) {
  phase = Phase::Decided;
  outcome = std::move(Outcome);
  std::vector<ExecutionStart>().swap(starts);
}

StealBoard &Context::board() {
  if (!Board)
    Board = std::make_unique<StealBoard>(comm);
  return *Board;
}

double Context::distributedWallSeconds() const {
  double Seconds = 0.0;
  for (const auto &N : nests)
    Seconds += N->totals.wallSeconds;
  return Seconds;
}

void Context::leaveCommunicator() {
  counter.reset();
  Board.reset();
  checkMPI(MPI_Comm_free(&comm), "MPI_Comm_free");
}

void Context::runAlone() {
  checkMPI(MPI_Comm_dup(MPI_COMM_SELF, &comm), "MPI_Comm_dup");
  checkMPI(MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN),
           "MPI_Comm_set_errhandler");
  rank = 0;
  ranks = 1;
  available.assign(1, true);
  counter = std::make_unique<SharedCounter>(comm);
  counterTotal = 0;
}

Context::~Context() {
  nests.clear();
  counter.reset();
  Board.reset();
  if (comm != MPI_COMM_NULL)
    MPI_Comm_free(&comm);
}

std::size_t ArrayRecord::spanBytes() const {
  return layoutBytes(extent, sliceStride, sliceElems, elemStride, elemSize);
}

bool ArrayRecord::hasSliceGeometry(const alb_array &A) const {
  return elemSize == A.elem_size && sliceStride == A.slice_stride &&
         sliceElems == A.slice_elems && elemStride == A.elem_stride;
}

void ArrayRecord::setLayout(const alb_array &A) {
  name = A.name ? A.name : "?";
  elemSize = A.elem_size;
  extent = A.extent;
  sliceStride = A.slice_stride;
  sliceElems = A.slice_elems;
  elemStride = A.elem_stride;
  holders = HolderMap(A.extent);
  placedByChunks = false;
}

void ArrayRecord::widen(std::int64_t Extent) {
  extent = std::max(extent, Extent);
  holders.widen(Extent);
}

ArrayRecord &Context::addArray(const alb_array &A) {
  Arrays.push_back(std::make_unique<ArrayRecord>());
  ArrayRecord &R = *Arrays.back();
  R.setLayout(A);
  R.base = static_cast<char *>(A.base);
  ArrayByBase[A.base] = &R;
  return R;
}

void Context::forgetArray(const void *Base) {
  auto Found = ArrayByBase.find(Base);
  if (Found == ArrayByBase.end())
    return;
  Found->second->holders = HolderMap();
  ArrayByBase.erase(Found);
}

std::vector<ArrayRecord *> Context::arraysIn(const void *Begin,
                                             std::size_t Bytes) {
  std::vector<ArrayRecord *> Found;
  if (ArrayByBase.empty())
    return Found;
  const char *First = static_cast<const char *>(Begin);
  for (const auto &Record : Arrays)
    if (isTracked(*Record) && Record->base >= First &&
        Record->base < First + Bytes)
      Found.push_back(Record.get());
  return Found;
}

bool Context::isTracked(const ArrayRecord &Record) const {
  auto Tracked = ArrayByBase.find(Record.base);
  return Tracked != ArrayByBase.end() && Tracked->second == &Record;
}

ArrayRecord *Context::findArray(const void *Base) {
  auto Found = ArrayByBase.find(Base);
  return Found == ArrayByBase.end() ? nullptr : Found->second;
}

std::vector<bool> Context::pollProcessorMap() {
  if (rank != 0 || options.processorMapPath.empty())
    return available;
  ParsedProcessorMap Map = readProcessorMap(options.processorMapPath, ranks);
  if (!Map.ok()) {
    warn("ALB_PROCMAP: " + Map.error + "; keeping map " +
         processorMapText(available));
    return available;
  }
  return Map.available;
}

} // namespace autolb::runtime
