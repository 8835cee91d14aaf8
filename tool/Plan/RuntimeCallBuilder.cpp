//===- RuntimeCallBuilder.cpp - the text of libautolb calls ---------------===//

#include "Plan/RuntimeCallBuilder.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/CanonicalType.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cassert>

using llvm::StringRef;

namespace autolb {
namespace rt {

std::string cString(StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

std::string includeLine() { return "#include \"autolb/autolb.h\""; }

std::string expandedHeadersDefine() {
  return "#define ALB_INCLUDED_AFTER_EXPANDED_HEADERS 1 /* autolb: the input "
         "is preprocessed */";
}

std::string inputDeclaresFileDefine() {
  return "#define ALB_INPUT_DECLARES_FILE 1";
}

bool isReservedName(StringRef Name) {
  static const llvm::StringSet<> Reserved = {"alb_init",
                                             "alb_whole_after_nests",
                                             "alb_finalize",
                                             "alb_rank",
                                             "alb_nranks",
                                             "alb_is_output_rank",
                                             "alb_register_file",
                                             "alb_register_this_file",
                                             "alb_printf",
                                             "alb_fprintf",
                                             "alb_putchar",
                                             "alb_fopen",
                                             "alb_freopen",
                                             "alb_replicate_stdin",
                                             "alb_array",
                                             "alb_row_table",
                                             "alb_nest_kind",
                                             "alb_nest_desc",
                                             "alb_nest",
                                             "alb_nest_begin",
                                             "alb_nest_replicates",
                                             "alb_nest_next",
                                             "alb_nest_variant",
                                             "alb_nest_range",
                                             "alb_nest_block_size",
                                             "alb_pipe_recv",
                                             "alb_pipe_send",
                                             "alb_nest_end",
                                             "alb_nest_settle",
                                             "alb_hook_state",
                                             "alb_nest_hook",
                                             "alb_hook_fire",
                                             "alb_hook_block_size",
                                             "alb_hook",
                                             "alb_disjoint",
                                             "alb_rows_disjoint",
                                             "alb_rows_distinct",
                                             "alb_row_tables_disjoint",
                                             "alb_rows_sync",
                                             "alb_row_pointers",
                                             "alb_longest_row_bytes",
                                             "alb_container_row",
                                             "alb_container_bytes",
                                             "alb_all_ranks",
                                             "alb_type",
                                             "alb_op",
                                             "alb_reduce",
                                             "alb_reduce_array_begin",
                                             "alb_reduce_array",
                                             "alb_private_copy_out",
                                             "alb_terms",
                                             "alb_terms_begin",
                                             "alb_terms_push_double",
                                             "alb_terms_push_float",
                                             "alb_terms_subtract_double",
                                             "alb_terms_subtract_float",
                                             "alb_terms_fold",
                                             "alb_array_sync",
                                             "alb_array_sync_slices",
                                             "alb_array_sync_element",
                                             "alb_sync_all",
                                             "alb_array_forget",
                                             "alb_array_forget_at_scope_end",
                                             "alb_malloc",
                                             "alb_calloc",
                                             "alb_free",
                                             "alb_realloc",
                                             "alb_exit",
                                             "alb_exit_syncing",
                                             "alb_result",
                                             "alb_strerror",
                                             "AUTOLB_AUTOLB_H",
                                             "AUTOLB_ERRORS_H"};
  return Reserved.contains(Name) || Name.starts_with("ALB_");
}

std::string routeCallDefine(StringRef Name, bool SyncArrays) {
  if (Name == "malloc")
    return "#define malloc(size) alb_malloc(size)";
  if (Name == "calloc")
    return "#define calloc(count, size) alb_calloc(count, size)";
  if (Name == "free")
    return "#define free(block) alb_free(block)";
  if (Name == "realloc")
    return "#define realloc(block, size) alb_realloc(block, size)";
  assert(Name == "exit" && "only allocation, release and exit are routed");
  return SyncArrays ? "#define exit(status) alb_exit_syncing(status)"
                    : "#define exit(status) alb_exit(status)";
}

std::string init(StringRef Argc, StringRef Argv) {
  return ("alb_init(&" + Argc + ", &" + Argv + ")").str();
}

std::string finalize() { return "alb_finalize()"; }

std::string isOutputRank() { return "alb_is_output_rank()"; }

std::string outputVariant(StringRef Name) { return ("alb_" + Name).str(); }

// A pointer to const elements is cast: the object behind it is one a nest
// wrote, so not const itself, and the run-time stores into it the elements
// other ranks computed.
std::string syncBase(const clang::VarDecl *V) {
  std::string Name = V->getNameAsString();
  if (isArrayLikeVectorType(V->getType()))
    return V->getType().getNonReferenceType().isConstQualified()
               ? "(void *)" + Name + ".data()"
               : Name + ".data()";
  const auto *Pointer = V->getType()->getAs<clang::PointerType>();
  if (!Pointer)
    return Name;
  clang::QualType Element = Pointer->getPointeeType();
  bool Const = Element.isConstQualified();
  while (const clang::ArrayType *Array = Element->getAsArrayTypeUnsafe()) {
    Element = Array->getElementType();
    Const |= Element.isConstQualified();
  }
  return Const ? "(void *)" + Name : Name;
}

std::string arraySync(StringRef Base) {
  return ("alb_array_sync(" + Base + ")").str();
}

std::string arraySyncSlices(StringRef Base, StringRef First, StringRef End) {
  return ("alb_array_sync_slices(" + Base + ", " + First + ", " + End + ")")
      .str();
}

std::string arraySyncElement(StringRef Base, StringRef Index,
                             StringRef ElemSize) {
  return ("alb_array_sync_element(" + Base + ", " + Index + ", " + ElemSize +
          ")")
      .str();
}

std::string syncAll() { return "alb_sync_all()"; }

std::string wholeAfterNests(bool On) {
  return On ? "alb_whole_after_nests(1)" : "alb_whole_after_nests(0)";
}

std::string wholeAllocation() { return "ALB_WHOLE_ALLOCATION"; }

std::string disjoint(StringRef A, StringRef B) {
  return ("alb_disjoint(" + A + ", " + B + ")").str();
}

std::string rowsSync(StringRef Rows) {
  return ("alb_rows_sync(" + Rows + ")").str();
}

std::string rowPointers(StringRef Table) {
  return ("alb_row_pointers(" + Table + ").data()").str();
}

std::string longestRowBytes(StringRef Table) {
  return ("alb_longest_row_bytes(" + Table + ")").str();
}

std::string containerRow(StringRef Container) {
  return ("alb_container_row(" + Container + ").data()").str();
}

std::string containerBytes(StringRef Container) {
  return ("alb_container_bytes(" + Container + ")").str();
}

std::string rowsDisjoint(StringRef Rows, StringRef Range) {
  return ("alb_rows_disjoint(" + Rows + ", " + Range + ")").str();
}

std::string rowsDistinct(StringRef Rows) {
  return ("alb_rows_distinct(" + Rows + ")").str();
}

std::string rowTablesDisjoint(StringRef Rows, StringRef OtherRows) {
  return ("alb_row_tables_disjoint(" + Rows + ", " + OtherRows + ")").str();
}

std::string allRanks(StringRef Condition) {
  return ("alb_all_ranks(" + Condition + ")").str();
}

std::string arrayForget(StringRef Base) {
  return ("alb_array_forget(" + Base + ")").str();
}

std::string forgetAtScopeEndDecl(StringRef Slot, StringRef Base) {
  return ("void *" + Slot +
          " __attribute__((cleanup(alb_array_forget_at_scope_end))) = " + Base +
          ";")
      .str();
}

std::string fopenName() { return "alb_fopen"; }

std::string freopenName() { return "alb_freopen"; }

std::string replicateStdin() { return "alb_replicate_stdin()"; }

std::string staticDistributionPrologue() {
  return "setenv(\"ALB_BALANCE\", \"0\", 1)";
}

// setenv is POSIX: stdlib.h leaves it undeclared under a strict -std, where
// C99 and later refuse a call without a declaration.
std::string registerFileDefinition(size_t DistributedNests, size_t MinorNests) {
  return "ALB_REGISTER_FILE(" + std::to_string(DistributedNests) + ", " +
         std::to_string(MinorNests) +
         ") /* autolb: the nests this file distributes, those whose "
         "distribution cannot pay */";
}

std::string staticDistributionDeclaration() {
  return "int setenv(const char *, const char *, int); /* autolb: --no-hooks "
         "*/";
}

std::string nestHandleDecl(StringRef Nest) {
  return ("static alb_nest *" + Nest + ";").str();
}

std::string arrayTypeName() { return "alb_array"; }

MemberLines arrayMembers(const ArrayFields &A) {
  MemberLines Lines = {
      {{"name", cString(A.Name)}, {"base", A.Base}, {"elem_size", A.ElemSize}},
      {{"extent", A.Extent}, {"slice_stride", A.SliceStride}},
      {{"slice_elems", A.SliceElems}, {"elem_stride", A.ElemStride}},
      {{"halo_below", std::to_string(A.HaloBelow)},
       {"halo_above", std::to_string(A.HaloAbove)},
       {"written", A.Written ? "1" : "0"},
       {"pipe_rows", std::to_string(A.PipeRows)}}};
  if (!A.SharedFirst.empty())
    Lines.push_back(
        {{"shared_first", A.SharedFirst}, {"shared_end", A.SharedEnd}});
  if (!A.CrossFirst.empty()) {
    Lines.push_back({{"cross_first_coef", A.CrossFirstCoef},
                     {"cross_first", A.CrossFirst}});
    Lines.push_back(
        {{"cross_end_coef", A.CrossEndCoef}, {"cross_end", A.CrossEnd}});
  }
  if (A.StreamAbove)
    Lines.push_back(
        {{"stream_above", "1"}, {"above_reach", std::to_string(A.AboveReach)}});
  return Lines;
}

std::string rowTableTypeName() { return "alb_row_table"; }

MemberLines rowTableMembers(StringRef Name, StringRef Rows, StringRef RowOffset,
                            StringRef FirstByte, StringRef EndByte) {
  return {{{"name", cString(Name.str())},
           {"rows", ("(void *const *)" + Rows).str()},
           {"row_offset", RowOffset.str()}},
          {{"first_byte", FirstByte.str()}, {"end_byte", EndByte.str()}}};
}

std::string descTypeName() { return "alb_nest_desc"; }

MemberLines descMembers(const NestDescFields &D) {
  std::string Ops;
  llvm::raw_string_ostream(Ops) << llvm::format("%.17g", D.OpsPerIteration);
  MemberLines Lines = {
      {{"file", cString(D.File)},
       {"line", std::to_string(D.Line)},
       {"loop_var", cString(D.LoopVar)}},
      {{"kind", D.Pipeline ? "ALB_NEST_PIPELINE" : "ALB_NEST_DOALL"},
       {"independent", D.Independent ? "1" : "0"}}};
  if (D.Pipeline)
    Lines.push_back({{"pipe_first", D.PipeFirst},
                     {"pipe_end", D.PipeEnd},
                     {"pipe_skew", std::to_string(D.PipeSkew)}});
  Lines.push_back({{"hook_level", D.HookLevel},
                   {"ops_per_iteration", Ops},
                   {"narrays", std::to_string(D.NumArrays)},
                   {"arrays", D.ArraysName}});
  if (D.Replicable)
    Lines.push_back({{"replicable", "1"}});
  if (D.Minor)
    Lines.push_back({{"minor", "1"}});
  if (D.NumRowTables > 0)
    Lines.push_back({{"nrow_tables", std::to_string(D.NumRowTables)},
                     {"row_tables", D.RowTablesName}});
  return Lines;
}

std::string designatedInitializer(const MemberLines &Lines, StringRef Lead,
                                  StringRef Break) {
  std::string Out = "{" + Lead.str();
  for (size_t L = 0; L < Lines.size(); ++L) {
    Out += L ? "," + Break.str() : "";
    for (size_t M = 0; M < Lines[L].size(); ++M)
      Out += (M ? ", ." : ".") + Lines[L][M].Member + " = " + Lines[L][M].Value;
  }
  return Out + "}";
}

std::string memberAssignments(StringRef Object, const MemberLines &Lines,
                              StringRef Indent) {
  std::string Out;
  for (const std::vector<MemberValue> &Line : Lines) {
    Out += Indent;
    for (size_t M = 0; M < Line.size(); ++M)
      Out += (M ? " " : "") + Object.str() + "." + Line[M].Member + " = " +
             Line[M].Value + ";";
    Out += "\n";
  }
  return Out;
}

std::string nestReplicates(StringRef Nest, StringRef Count) {
  return ("alb_nest_replicates(" + Nest + ", " + Count + ")").str();
}

std::string nestBegin(StringRef Nest, StringRef Desc, StringRef First,
                      int64_t Step, StringRef Count) {
  return ("alb_nest_begin(&" + Nest + ", &" + Desc + ", " + First + ", " +
          llvm::Twine(Step) + ", " + Count + ")")
      .str();
}

std::string nestNext(StringRef Nest, StringRef KLo, StringRef KHi) {
  return ("alb_nest_next(" + Nest + ", &" + KLo + ", &" + KHi + ") == ALB_OK")
      .str();
}

std::string nestRunsPlainVariant(StringRef Nest) {
  return ("alb_nest_variant(" + Nest + ") == ALB_VARIANT_PLAIN").str();
}

std::string nestRange(StringRef Nest, StringRef KLo, StringRef KHi) {
  return ("alb_nest_range(" + Nest + ", &" + KLo + ", &" + KHi + ")").str();
}

std::string nestBlockSize(StringRef Nest, StringRef Block) {
  return ("alb_nest_block_size(" + Nest + ", &" + Block + ")").str();
}

std::string pipeRecv(StringRef Nest, StringRef Jb, StringRef Je) {
  return ("alb_pipe_recv(" + Nest + ", " + Jb + ", " + Je + ")").str();
}

std::string pipeSend(StringRef Nest, StringRef Jb, StringRef Je) {
  return ("alb_pipe_send(" + Nest + ", " + Jb + ", " + Je + ")").str();
}

std::string nestEnd(StringRef Nest) {
  return ("alb_nest_end(" + Nest + ")").str();
}

std::string hook(StringRef Nest) {
  return ("alb_hook(" + Nest + ", alb_nest_hook(" + Nest + "))").str();
}

std::string nestSettle(StringRef Nest) {
  return ("alb_nest_settle(" + Nest + ")").str();
}

std::string hookBlockSize(StringRef OpsPerIteration) {
  return ("alb_hook_block_size(" + OpsPerIteration + ")").str();
}

std::optional<std::string> typeConstant(clang::QualType T) {
  const auto *BT = T.getCanonicalType()->getAs<clang::BuiltinType>();
  if (!BT)
    return std::nullopt;
  switch (BT->getKind()) {
  case clang::BuiltinType::Int:
    return "ALB_TYPE_INT";
  case clang::BuiltinType::Long:
    return "ALB_TYPE_LONG";
  case clang::BuiltinType::LongLong:
    return "ALB_TYPE_LONG_LONG";
  case clang::BuiltinType::UInt:
    return "ALB_TYPE_UNSIGNED";
  case clang::BuiltinType::ULong:
    return "ALB_TYPE_UNSIGNED_LONG";
  case clang::BuiltinType::Float:
    return "ALB_TYPE_FLOAT";
  case clang::BuiltinType::Double:
    return "ALB_TYPE_DOUBLE";
  case clang::BuiltinType::LongDouble:
    return "ALB_TYPE_LONG_DOUBLE";
  default:
    return std::nullopt;
  }
}

std::string opConstant(ReductionOperator Op) {
  switch (Op) {
  case ReductionOperator::Sum:
    return "ALB_OP_SUM";
  case ReductionOperator::Product:
    return "ALB_OP_PROD";
  case ReductionOperator::Min:
    return "ALB_OP_MIN";
  case ReductionOperator::Max:
    return "ALB_OP_MAX";
  }
  return "ALB_OP_SUM";
}

std::string reduce(StringRef Var, StringRef Type, StringRef Op) {
  return ("alb_reduce(&" + Var + ", " + Type + ", " + Op + ")").str();
}

std::string reduceArrayBegin(StringRef Elements, StringRef Count,
                             StringRef Type, StringRef Op) {
  return ("alb_reduce_array_begin(" + Elements + ", " + Count + ", " + Type +
          ", " + Op + ")")
      .str();
}

std::string copyOut(StringRef Elements, StringRef Count, StringRef Size,
                    StringRef Last) {
  return ("alb_private_copy_out(" + Elements + ", " + Count + ", " + Size +
          ", " + Last + ")")
      .str();
}

std::string reduceArray(StringRef Elements, StringRef Count, StringRef Type,
                        StringRef Op) {
  return ("alb_reduce_array(" + Elements + ", " + Count + ", " + Type + ", " +
          Op + ")")
      .str();
}

std::string termsHandleDecl(StringRef Terms) {
  return ("static alb_terms *" + Terms + ";").str();
}

std::string termsBegin(StringRef Terms, StringRef Type, StringRef Op) {
  return ("alb_terms_begin(&" + Terms + ", " + Type + ", " + Op + ")").str();
}

std::string termsRecord(StringRef Terms, StringRef K, StringRef Term,
                        bool Float, bool Subtracts) {
  return ((Subtracts ? "alb_terms_subtract_" : "alb_terms_push_") +
          StringRef(Float ? "float" : "double") + "(" + Terms + ", " + K +
          ", " + Term + ")")
      .str();
}

std::string termsFold(StringRef Terms, StringRef Var) {
  return ("alb_terms_fold(" + Terms + ", &" + Var + ")").str();
}

} // namespace rt
} // namespace autolb
