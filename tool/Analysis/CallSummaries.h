//===- CallSummaries.h - what a call of a function does ---*- C++ -*-===//
//
// A call in a loop body is judged like the statements it stands for. For a
// function defined in the main file or in a header of the program (not a
// system header: isProgramCode), the summary says what it reads beyond
// its numbers: the arrays behind its pointer parameters and the globals it
// reads, when it writes nothing but its own automatic variables (arrays
// included). Such a function may take numbers, pointers to numbers and
// pointers to arrays of numbers; its body reads through its pointer
// parameters only by subscript, reads globals that hold numbers, follows
// no other pointer (nor one held in a local table or record), takes no
// address, touches nothing volatile, has no asm, and calls only math
// functions (not those that set errno or signgam where the program reads
// them: LibraryStateReads) and functions of the program with such
// summaries (their reads through its parameters and globals become its
// own; a call of itself adds nothing, recursion through another
// function keeps its effects unknown). A parameter may also point to plain
// records (isPlainRecord) whose members the function reads (`r->lat`). A call
// is then the reads of its arguments, of the arrays its pointer arguments
// reach, and of those globals; a function that reads nothing beyond its numbers
// is pure, like sqrt. A function may also read and write one element of the
// array behind a pointer parameter, chosen by an integer parameter it does not
// change: a random-number generator advancing stream `i`, `next(seed, i)`
// touching only `seed[i]`, directly or through such calls. The call then stands
// for a read and a write of `seed[i]` as the caller spells its arguments,
// and callers make that element whole before calling it from replicated
// code (SyncPlacement.h). Or it may read and write the first N elements of
// the array behind a pointer parameter, where constants bound every index
// (CountedIndices.h), and the members of the record a pointer parameter
// points to (`s->beats++`, N = 1), directly or through such calls: a helper
// integrating one cell's state row. The call then stands for a read and a
// write of what its argument names: the row `t[c]` of a table of row
// pointers, columns [0, N) (RowTables.h); with N = 1, the object of
// `&a[c]` or `&x`; or a local array of the caller, whole. A member function of
// a class of the program (isProgramMethod) is such a function whose first
// parameter is its object: it may also read and write the numbers and records
// of numbers its object holds, directly or through the member functions it
// calls on it, and read the records of numbers its `const &` parameters name; a
// call reads its object (`a[i]`, `s`), then writes it if the function does. A
// function of C linkage defined in another source file of the program has the
// summary its code there gives it, when the analysis is handed those
// (OtherFileSummaries.h): effects that hold only where that code is the
// code linked, which the distributed loop checks at run time. Virtual
// functions, other functions defined in another source file and those of a
// system header stay unknown. Every other function keeps the caller's loop
// sequential, with the first effect found as the reason.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_CALLSUMMARIES_H
#define AUTOLB_ANALYSIS_CALLSUMMARIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include <map>
#include <optional>
#include <set>
#include <string>

namespace autolb {

/// A struct (not a union) whose members are numbers, arrays of numbers or
/// such structs: nothing in it leads elsewhere.
bool isPlainRecord(clang::QualType Type);

/// std::min and std::max of two numbers (no comparator): they compare and
/// return one, `(a < b) ? b : a` for max, keeping the first of equals.
bool isStdMinMax(const clang::FunctionDecl &F);

/// What a call of one function does beyond computing its result.
struct CallEffects {
  /// Why its effects cannot be placed (it writes a global, prints, ...);
  /// empty when the reads below are all it does.
  std::string Unknown;
  /// Pointer parameters whose arrays it reads, by position.
  llvm::SmallSetVector<unsigned, 4> ReadParams;
  /// Globals it reads (numbers and arrays of numbers), directly or through
  /// the functions it calls.
  llvm::SmallSetVector<const clang::VarDecl *, 4> ReadGlobals;
  /// Pointer parameters of which it writes (and may read) one element only,
  /// with the position of the integer parameter that is its index.
  llvm::SmallDenseMap<unsigned, unsigned, 2> ElementParams;
  /// Pointer parameters whose array it writes (and may read) within the
  /// first N elements only, where constants bound every index
  /// (CountedIndices.h): a helper updating one cell's state `y`, one
  /// record `s->f`. By position; N is in ParamExtents.
  llvm::SmallSetVector<unsigned, 2> WrittenParams;
  /// Pointer parameters, read or written, of which it touches the first N
  /// elements only, by position: N.
  llvm::SmallDenseMap<unsigned, uint64_t, 4> ParamExtents;
  /// A member function that reads, or writes, what its object holds.
  bool ReadsObject = false, WritesObject = false;
  /// The summaries of other files' functions these effects take as true,
  /// by the symbol each file defines when its code is the one summarized
  /// (OtherFileSummaries.h): a loop relying on them checks the symbols.
  std::set<std::string> OtherFileSymbols;

  bool known() const { return Unknown.empty(); }
  bool pure() const {
    return known() && ReadParams.empty() && ReadGlobals.empty() &&
           ElementParams.empty() && WrittenParams.empty() && !ReadsObject &&
           !WritesObject;
  }
};

/// The C library's hidden state a program reads: errno, which most math
/// functions set on a domain or range error even when the compiler inlines
/// them, and signgam, which lgamma sets. Where the program reads neither,
/// those writes are unobservable, and the functions are pure. And the
/// floating-point exception flags (fetestexcept, fegetexceptflag,
/// fegetenv, feholdexcept, feupdateenv), which all floating-point
/// arithmetic raises: each rank raises its own iterations' flags only.
struct LibraryStateReads {
  bool Errno = false, Signgam = false, ExceptionFlags = false;
  LibraryStateReads &operator|=(const LibraryStateReads &Other) {
    Errno |= Other.Errno;
    Signgam |= Other.Signgam;
    ExceptionFlags |= Other.ExceptionFlags;
    return *this;
  }
};

/// What the program code of Ctx reads of that state: errno, signgam. Not
/// perror, err or warn, which print errno's message: they follow the
/// failing call that set it (fopen), and counted as reads they would keep
/// every math loop of a program that reports I/O errors sequential.
LibraryStateReads libraryStateReads(const clang::ASTContext &Ctx);

/// The same from the text of Files (the program's other sources): any
/// token naming them.
LibraryStateReads libraryStateReadsInText(llvm::ArrayRef<std::string> Files);

/// A function another file of the program defines, as its code there
/// summarizes it.
struct OtherFileFunction {
  CallEffects Effects;
  unsigned Arity = 0;
};
/// The functions other files of the program define, by name.
using OtherFileSummaries = std::map<std::string, OtherFileFunction>;

class CallSummaries {
public:
  /// OtherFiles: the summaries of functions the file calls but does not
  /// define (null: such functions stay unknown).
  /// ReadElsewhere: the library state other files of the program read.
  explicit CallSummaries(const clang::ASTContext &Ctx,
                         const OtherFileSummaries *OtherFiles = nullptr,
                         LibraryStateReads ReadElsewhere = {})
      : Ctx(Ctx), OtherFiles(OtherFiles), ReadElsewhere(ReadElsewhere) {}

  /// The reason of a function the file does not define (and of calls
  /// through pointers).
  static constexpr const char *UnknownEffects = "it has unknown side effects";

  /// The effects of a call of F: from its definition in the program, or
  /// pure for a pure math function, or from another file's summary,
  /// unknown otherwise.
  const CallEffects &effectsOf(const clang::FunctionDecl *F) const;

  /// The library state the program reads: of Ctx and ReadElsewhere.
  const LibraryStateReads &stateReads() const;

private:
  CallEffects summarize(const clang::FunctionDecl *F) const;

  /// The effects of a math function the program may see: errno or signgam
  /// it writes and the program reads.
  const CallEffects &mathFunctionEffects(const clang::FunctionDecl &F) const;

  const clang::ASTContext &Ctx;
  const OtherFileSummaries *OtherFiles;
  LibraryStateReads ReadElsewhere;
  /// Those of Ctx and ReadElsewhere, found when first asked.
  mutable std::optional<LibraryStateReads> StateReads;
  /// Per definition (per declaration for member functions not summarized);
  /// a function being summarized counts as pure meanwhile to its own calls
  /// (they add no effect of their own). A map whose entries stay where they
  /// are: the summaries handed out outlive later insertions.
  mutable std::map<const clang::FunctionDecl *, CallEffects> Effects;
  /// The functions whose summaries are being made, callers first.
  mutable llvm::SmallVector<const clang::FunctionDecl *, 4> Summarizing;
  static CallEffects unknownEffects(const char *Why) {
    CallEffects Effects;
    Effects.Unknown = Why;
    return Effects;
  }
  CallEffects Pure,
      Unknown = unknownEffects(UnknownEffects),
      MutuallyRecursive =
          unknownEffects("it calls itself through another function"),
      SetsErrno = unknownEffects("it may set errno, which the program reads"),
      SetsSigngam = unknownEffects("it sets signgam, which the program reads");
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_CALLSUMMARIES_H
