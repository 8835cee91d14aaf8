//===- JsonWriter.cpp - A small streaming JSON writer ---------------------===//
//
// Part of autolb. See JsonWriter.h.
//
//===----------------------------------------------------------------------===//

#include "report/JsonWriter.h"

#include <cmath>
#include <cstdio>

namespace autolb::runtime::report {

void JsonWriter::startItem() {
  if (AfterKey) {
    AfterKey = false;
    return;
  }
  if (HasItems.empty())
    return;
  if (HasItems.back())
    Out += ',';
  HasItems.back() = true;
  Out += '\n';
  Out.append(2 * HasItems.size(), ' ');
}

void JsonWriter::open(char Bracket) {
  startItem();
  Out += Bracket;
  HasItems.push_back(false);
}

void JsonWriter::close(char Bracket) {
  const bool Items = HasItems.back();
  HasItems.pop_back();
  if (Items) {
    Out += '\n';
    Out.append(2 * HasItems.size(), ' ');
  }
  Out += Bracket;
  if (HasItems.empty())
    Out += '\n';
}

void JsonWriter::beginObject() { open('{'); }
void JsonWriter::endObject() { close('}'); }
void JsonWriter::beginArray() { open('['); }
void JsonWriter::endArray() { close(']'); }

void JsonWriter::key(std::string_view Name) {
  startItem();
  writeString(Name);
  Out += ": ";
  AfterKey = true;
}

void JsonWriter::value(double Number) {
  if (!std::isfinite(Number)) {
    null();
    return;
  }
  startItem();
  // 17 significant digits: the double's exact value reads back.
  char Text[32];
  std::snprintf(Text, sizeof Text, "%.17g", Number);
  Out += Text;
}

void JsonWriter::value(std::int64_t Number) {
  startItem();
  Out += std::to_string(Number);
}

void JsonWriter::value(bool Flag) {
  startItem();
  Out += Flag ? "true" : "false";
}

void JsonWriter::value(std::string_view Text) {
  startItem();
  writeString(Text);
}

void JsonWriter::writeString(std::string_view Text) {
  Out += '"';
  for (const char Character : Text) {
    switch (Character) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    default:
      if (static_cast<unsigned char>(Character) < 0x20) {
        char Escape[8];
        std::snprintf(Escape, sizeof Escape, "\\u%04x", Character);
        Out += Escape;
      } else {
        Out += Character;
      }
    }
  }
  Out += '"';
}

void JsonWriter::null() {
  startItem();
  Out += "null";
}

} // namespace autolb::runtime::report
