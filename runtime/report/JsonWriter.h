//===- JsonWriter.h - A small streaming JSON writer -------------*- C++ -*-===//
//
// Part of autolb. Writes one JSON document with a two-space indent, keys in
// the order given; the run-time has no JSON library (LLVM is the tool's,
// not the run-time's). Non-finite numbers are written as null, which JSON
// has no other way to say.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_REPORT_JSONWRITER_H
#define AUTOLB_RUNTIME_REPORT_JSONWRITER_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace autolb::runtime::report {

class JsonWriter {
public:
  void beginObject();
  void endObject();
  void beginArray();
  void endArray();
  /// The key of the next value, inside an object.
  void key(std::string_view name);

  void value(double number);
  void value(std::int64_t number);
  void value(int number) { value(static_cast<std::int64_t>(number)); }
  void value(bool flag);
  void value(std::string_view text);
  void value(const char *text) { value(std::string_view(text)); }
  void null();

  /// A key and its value, inside an object.
  template <typename T> void field(std::string_view name, const T &v) {
    key(name);
    value(v);
  }

  /// The document, with a final newline once the outermost value ended.
  const std::string &text() const { return Out; }

private:
  /// Separator and indent before a value or a key.
  void startItem();
  void open(char bracket);
  void close(char bracket);
  /// A quoted, escaped string.
  void writeString(std::string_view text);

  std::string Out;
  /// Per open object or array: whether it has an item yet.
  std::vector<bool> HasItems;
  bool AfterKey = false;
};

} // namespace autolb::runtime::report

#endif // AUTOLB_RUNTIME_REPORT_JSONWRITER_H
