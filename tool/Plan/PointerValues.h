//===- PointerValues.h - array elements that hold addresses -----*- C++ -*-===//
//
// An address is valid only in the process that made it: every rank
// allocates its own heap and stack, and places its own code and data. The
// run-time copies the elements of the arrays a distributed nest writes
// between ranks byte for byte (slices, halos, syncs, writes sent to their
// owners, a private array's copy-out), so an element holding an address
// would arrive pointing into another process's memory. The planner keeps
// sequential every nest that would have such elements copied: pointers,
// pointer and function pointer members of structs and unions (nested ones
// and arrays of them included), `intptr_t` and `uintptr_t` values, and
// integers the file stores converted from an address.
//
// Copying structs member by member without their pointers would distribute
// more nests, but every copy path of the run-time would need the element's
// layout, and a union's bytes cannot be split so; not done.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_POINTERVALUES_H
#define AUTOLB_PLAN_POINTERVALUES_H

#include "Analysis/RejectReason.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

namespace autolb {

/// Variables the translation unit stores an integer converted from an
/// address into, through subscripts and `.` members (`a[k] = (long)p`,
/// `s[k].tag = (intptr_t)&x`, an initializer), each with one conversion;
/// also the parameters they are passed to, and the arrays passed to such
/// parameters. Keyed by canonical declaration.
using AddressStores =
    llvm::DenseMap<const clang::VarDecl *, clang::SourceLocation>;
AddressStores findAddressStores(clang::ASTContext &Ctx);

/// Why the run-time must not copy the elements of Array (of type Element)
/// between processes: a PointerValues reason without a location, with a
/// note at the member or the conversion; nothing when they hold no address.
std::optional<Reason> pointerValuesIn(const clang::ASTContext &Ctx,
                                      const clang::VarDecl *Array,
                                      clang::QualType Element,
                                      const AddressStores &Stores);

/// The type of the elements the run-time would copy for Array: its type
/// without a leading pointer and without array dimensions.
clang::QualType copiedElementType(const clang::VarDecl *Array);

} // namespace autolb

#endif // AUTOLB_PLAN_POINTERVALUES_H
