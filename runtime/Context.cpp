//===- Context.cpp - Process-wide state of the run-time -------------------===//
//
// Part of autolb. See Context.h.
//
//===----------------------------------------------------------------------===//

#include "Context.h"

#include "Fatal.h"
#include "Nest.h"
#include "ProcessorMap.h"
#include "SliceExchange.h"
#include "Terms.h"

namespace autolb::runtime {

namespace {
Context *Current = nullptr;

bool sameLayout(const ArrayRecord &R, const alb_array &A) {
  return R.elemSize == A.elem_size && R.extent == A.extent &&
         R.sliceStride == A.slice_stride && R.sliceElems == A.slice_elems &&
         R.elemStride == A.elem_stride;
}

void copyLayout(ArrayRecord &R, const alb_array &A) {
  R.name = A.name ? A.name : "?";
  R.elemSize = A.elem_size;
  R.extent = A.extent;
  R.sliceStride = A.slice_stride;
  R.sliceElems = A.slice_elems;
  R.elemStride = A.elem_stride;
  R.holders = HolderMap(A.extent);
}
} // namespace

Context *currentContext() { return Current; }
void setCurrentContext(Context *C) { Current = C; }

Context::Context(bool OwnsMPI, const policy::Options &Opts)
    : ownsMPI(OwnsMPI), options(Opts) {
  checkMPI(MPI_Comm_dup(MPI_COMM_WORLD, &comm), "MPI_Comm_dup");
  checkMPI(MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN),
           "MPI_Comm_set_errhandler");
  checkMPI(MPI_Comm_rank(comm, &rank), "MPI_Comm_rank");
  checkMPI(MPI_Comm_size(comm, &ranks), "MPI_Comm_size");
  available.assign(ranks, true);
  counter = std::make_unique<SharedCounter>(comm);
}

Context::~Context() {
  nests.clear();
  counter.reset();
  if (comm != MPI_COMM_NULL)
    MPI_Comm_free(&comm);
}

ArrayRecord &Context::resolveArray(const alb_array &A) {
  const std::string Name = A.name ? A.name : "?";
  if (!A.base)
    fatal("array '" + Name + "' has a null base address");
  if (A.elem_size == 0 || A.extent < 0 || A.slice_elems < 0 ||
      A.halo_below < 0 || A.halo_above < 0 || A.pipe_rows < 0)
    fatal("array '" + Name +
          "': invalid description (zero element size or a negative extent, "
          "slice length, halo or pipe_rows)");
  auto Found = ArrayByBase.find(A.base);
  if (Found != ArrayByBase.end()) {
    ArrayRecord &R = *Found->second;
    if (!sameLayout(R, A)) {
      syncArray(*this, R);
      copyLayout(R, A);
    }
    R.base = static_cast<char *>(A.base);
    return R;
  }
  Arrays.push_back(std::make_unique<ArrayRecord>());
  ArrayRecord &R = *Arrays.back();
  copyLayout(R, A);
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
