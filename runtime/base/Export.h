//===- Export.h - symbol visibility of the C API ---------------*- C++ -*-===//
//
// The library is built with hidden visibility; only C API entry points are
// exported, so the C++ inside cannot clash with the user's program.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_EXPORT_H
#define AUTOLB_RUNTIME_EXPORT_H

#define ALB_EXPORT extern "C" __attribute__((visibility("default")))

#endif // AUTOLB_RUNTIME_EXPORT_H
